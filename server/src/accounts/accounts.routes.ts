import { LoginInput, OtpSendInput, OtpVerifyInput, RegisterInput, UpdateUserInput } from '@store/contract/accounts';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { clientIp } from '../rate-limit';
import { parseBody } from '../validate';
import { login, register } from './auth';
import { requireUser } from './auth.middleware';
import { sendOtp, verifyOtp } from './otp';
import { updateUser } from './profile';
import { revokeSession } from './sessions';
import { presentUser } from './users';

export const accountsRoutes = new Hono<AppEnv>();

accountsRoutes.post('/auth/register', async (c) => {
  const input = await parseBody(c, RegisterInput);
  const user = await register(c.var.deps, input, clientIp(c));
  return c.json({ data: { user } }, 201);
});

accountsRoutes.post('/auth/login', async (c) => {
  const input = await parseBody(c, LoginInput);
  return c.json({ data: await login(c.var.deps, input, clientIp(c)) });
});

accountsRoutes.post('/auth/logout', requireUser, async (c) => {
  const { db, now } = c.var.deps;
  await revokeSession(db, c.var.user.sessionId, now());
  return c.json({ data: { logged_out: true } });
});

accountsRoutes.get('/auth/me', requireUser, (c) => c.json({ data: presentUser(c.var.user) }));

accountsRoutes.put('/auth/update/user', requireUser, async (c) => {
  const input = await parseBody(c, UpdateUserInput);
  return c.json({ data: await updateUser(c.var.deps.db, c.var.user, input) });
});

accountsRoutes.post('/auth/otp/send', async (c) => {
  const input = await parseBody(c, OtpSendInput);
  return c.json({ data: await sendOtp(c.var.deps, input, clientIp(c)) });
});

accountsRoutes.post('/auth/otp/verify', async (c) => {
  const input = await parseBody(c, OtpVerifyInput);
  return c.json({ data: await verifyOtp(c.var.deps, input) });
});
