import { AddressInput } from '@store/contract/accounts';
import { Hono } from 'hono';
import { requireUser } from '../accounts/auth.middleware';
import type { AppEnv } from '../app-env';
import { idParam, parseBody } from '../http/validate';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.queries';

export const addressesRoutes = new Hono<AppEnv>();

addressesRoutes.use('/auth/address', requireUser);
addressesRoutes.use('/auth/address/*', requireUser);

addressesRoutes.get('/auth/address', async (c) => c.json({ data: await listAddresses(c.var.deps.db, c.var.user.id) }));

addressesRoutes.post('/auth/address', async (c) => {
  const input = await parseBody(c, AddressInput);
  return c.json({ data: await createAddress(c.var.deps.db, c.var.user.id, input) }, 201);
});

addressesRoutes.put('/auth/address/:id', async (c) => {
  const id = idParam(c);
  const input = await parseBody(c, AddressInput);
  return c.json({ data: await updateAddress(c.var.deps.db, c.var.user.id, id, input) });
});

addressesRoutes.delete('/auth/address/:id', async (c) => {
  const id = idParam(c);
  await deleteAddress(c.var.deps.db, c.var.user.id, id);
  return c.json({ data: { id, deleted: true } });
});
