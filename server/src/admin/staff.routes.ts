import { ChangePasswordInput, CreateStaffInput, StaffLoginInput } from '@store/contract/admin';
import { Hono } from 'hono';
import { HttpError } from '../http/http-error';
import { clientIp } from '../http/rate-limit';
import { idParam, parseBody } from '../http/validate';
import {
  changePassword,
  createStaff,
  listStaff,
  resetStaffPassword,
  setStaffDisabled,
  staffLogin,
  staffMe,
} from './staff-accounts';
import { type AdminEnv, requirePermission } from './staff-auth';
import { revokeStaffSessions, sessionCookie } from './staff-sessions';

/** Console login and staff management under /api/admin (adminAuth runs first: admin.routes.ts). */
export const staffRoutes = new Hono<AdminEnv>();

staffRoutes.post('/admin/auth/login', async (c) => {
  const input = await parseBody(c, StaffLoginInput);
  const { token, me } = await staffLogin(c.var.deps, input, clientIp(c as never));
  c.header('Set-Cookie', sessionCookie(c as never, token));
  return c.json({ data: me });
});

staffRoutes.post('/admin/auth/logout', async (c) => {
  const actor = c.var.actor;
  if (actor.kind === 'staff')
    await revokeStaffSessions(c.var.deps.db, { sessionId: actor.user.sessionId }, c.var.deps.now());
  c.header('Set-Cookie', sessionCookie(c as never, null));
  return c.json({ data: { ok: true } });
});

staffRoutes.get('/admin/session', (c) => {
  const actor = c.var.actor;
  if (actor.kind !== 'staff') throw new HttpError('validation_failed', 'The operator token has no console session');
  return c.json({ data: staffMe(actor.user, actor.token) });
});

staffRoutes.post('/admin/auth/password', async (c) => {
  await changePassword(c.var.deps, c.var.actor, await parseBody(c, ChangePasswordInput));
  return c.json({ data: { ok: true } });
});

staffRoutes.get('/admin/staff', async (c) => {
  requirePermission(c.var.actor, 'staff');
  return c.json({ data: await listStaff(c.var.deps) });
});

staffRoutes.post('/admin/staff', async (c) => {
  const input = await parseBody(c, CreateStaffInput);
  return c.json({ data: await createStaff(c.var.deps, c.var.actor, input) }, 201);
});

staffRoutes.post('/admin/staff/:id/disable', async (c) => {
  await setStaffDisabled(c.var.deps, c.var.actor, idParam(c), true);
  return c.json({ data: { ok: true } });
});
staffRoutes.post('/admin/staff/:id/enable', async (c) => {
  await setStaffDisabled(c.var.deps, c.var.actor, idParam(c), false);
  return c.json({ data: { ok: true } });
});
staffRoutes.post('/admin/staff/:id/reset-password', async (c) => {
  return c.json({ data: await resetStaffPassword(c.var.deps, c.var.actor, idParam(c)) });
});
