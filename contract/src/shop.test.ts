import { describe, expect, it } from 'vitest';
import { isValidGstin } from './gst';
import { GSTIN_PATTERN, SHOP, SHOP_PAGES, shopAddressLines, shopAddressText } from './shop';

describe('shop identity', () => {
  it('is the demo shop, Vastra of Lucknow, Uttar Pradesh', () => {
    expect(SHOP.name).toBe('Vastra');
    expect(SHOP.address).toMatchObject({ city: 'Lucknow', state: 'Uttar Pradesh', stateCode: '09' });
  });

  it('has a GSTIN of the right shape, registered in the state of its address', () => {
    expect(SHOP.gstin).toMatch(GSTIN_PATTERN);
    expect(isValidGstin(SHOP.gstin)).toBe(true); // its check character too
    expect(SHOP.gstin.slice(0, 2)).toBe(SHOP.address.stateCode);
  });

  it('names its support line among the phones shown, and a 6-letter SMS header', () => {
    expect(SHOP.phones.map((p) => p.number)).toContain(SHOP.supportPhone);
    expect(SHOP.smsSenderId).toMatch(/^[A-Z]{6}$/);
  });

  it('prints its address as the footer has always shown it', () => {
    expect(shopAddressLines(SHOP)).toEqual([
      'Vastra Fashions Pvt. Ltd.',
      '2nd Floor, 14 Hazratganj Market',
      'Lucknow, Uttar Pradesh 226001',
      'India',
    ]);
    expect(SHOP_PAGES.addressLines).toEqual(shopAddressLines(SHOP)); // the pages print the same address
    expect([SHOP_PAGES.city, SHOP_PAGES.state]).toEqual([SHOP.address.city, SHOP.address.state]);
    expect(shopAddressText(SHOP)).toBe('2nd Floor, 14 Hazratganj Market, Lucknow, Uttar Pradesh 226001, India');
  });
});
