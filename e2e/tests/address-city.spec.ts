import { expect, test } from '@playwright/test';
import { apiLogin, newShopper, storeLogin } from './order-fixtures';

// Issue 18 item 8: the pincode autofill fills the city people write (Noida, not the district
// Gautam Buddha Nagar; Bengaluru, not Bangalore); the API keeps the district as its own field.

test('address autofill fills the city in use, the district stays in the answer', async ({ page, request }, info) => {
  await storeLogin(page, await apiLogin(request, newShopper(info)));
  await page.goto('/profile?tab=addresses');
  await page.waitForLoadState('networkidle'); // hydrated
  await page
    .getByRole('tabpanel', { name: 'Manage Addresses' })
    .getByRole('button', { name: 'Add New Address' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add New Address' });
  for (const [pincode, city, state] of [
    ['201309', 'Noida', 'Uttar Pradesh'],
    ['560001', 'Bengaluru', 'Karnataka'],
    ['122001', 'Gurugram', 'Haryana'],
  ]) {
    await dialog.getByLabel('City').fill('');
    await dialog.getByLabel('Pincode').fill(pincode);
    await expect(dialog.getByLabel('City')).toHaveValue(city);
    await expect(dialog.getByLabel('State')).toHaveValue(state);
  }
  const api = await (await request.get('/api/pincode/201309')).json();
  expect(api.data).toMatchObject({ city: 'Noida', district: 'Gautam Buddha Nagar', state: 'Uttar Pradesh' });
});
