import { LoginInput, OtpSendInput, OtpVerifyInput, RegisterInput, UpdateUserInput } from '@store/contract/accounts';
import { ForgotInput, RegisterOtpInput, ResetInput } from '@store/contract/password-reset-input';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { originFor } from '../http/public-origin';
import { clientIp } from '../http/rate-limit';
import { parseBody, parseWith, readJson } from '../http/validate';
import { login, register } from './auth';
import { requireUser } from './auth.middleware';
import { sendOtp, verifyOtp } from './otp';
import { forgotPassword, resetPassword } from './password-reset';
import { updateUser } from './profile';
import { revokeSession } from './sessions';
import { presentUser } from './users';

export const accountsRoutes = new Hono<AppEnv>();

/** 201 with the new account; 202 when the email or phone is a guest's, whose phone must prove it (guest-upgrade.ts). */
accountsRoutes.post('/auth/register', async (c) => {
  const body = await readJson(c);
  const input = { ...parseWith(RegisterInput, body), ...parseWith(RegisterOtpInput, body) };
  const result = await register(c.var.deps, input, clientIp(c));
  return 'verify_phone' in result ? c.json({ data: result }, 202) : c.json({ data: { user: result } }, 201);
});

accountsRoutes.post('/auth/password/forgot', async (c) => {
  const input = await parseBody(c, ForgotInput);
  return c.json({ data: await forgotPassword(c.var.deps, input, clientIp(c), originFor(c)) });
});

accountsRoutes.post('/auth/password/reset', async (c) => {
  const input = await parseBody(c, ResetInput);
  return c.json({ data: await resetPassword(c.var.deps, input, clientIp(c)) });
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
