import { EMAIL_HIDDEN_CHARACTERS, hasHiddenCharacters, INVALID_EMAIL, isEmail, normalizeEmail } from './forms';
import { MSG } from './messages';
import { isCode, RESET_MSG } from './password-reset';
import { z } from './zod';

// The server's schemas for "Forgot password?" and the guest's registration code.

const str = (max: number, trim = true) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((s) => (trim ? (s ?? '').trim() : (s ?? '')));

/** POST /auth/password/forgot: the email of the account. */
export const ForgotInput = z
  .object({ email: str(200) })
  .superRefine((v, ctx) => {
    const message = !v.email
      ? MSG.emailRequired
      : hasHiddenCharacters(v.email)
        ? EMAIL_HIDDEN_CHARACTERS
        : !isEmail(normalizeEmail(v.email))
          ? INVALID_EMAIL
          : null;
    if (message) ctx.addIssue({ code: 'custom', path: ['email'], message });
  })
  .transform((v) => ({ email: normalizeEmail(v.email) }));
export type ForgotInput = z.infer<typeof ForgotInput>;

/**
 * POST /auth/password/reset: the new password with either the SMS code and the account's email,
 * or the e-mailed link's token. The password rules (length, then the common-password list) are
 * the registration's.
 */
export const ResetInput = z
  .object({ email: str(200), code: str(20), token: str(100), password: str(200, false) })
  .superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (!v.token) {
      if (!v.email) issue('email', MSG.emailRequired);
      if (!isCode(v.code)) issue('code', RESET_MSG.codeFormat);
    } else if (!/^[A-Za-z0-9_-]{43}$/.test(v.token)) issue('token', RESET_MSG.linkInvalid);
    if (!v.password) issue('password', MSG.passwordRequired);
    else if (v.password.length < 6) issue('password', MSG.passwordMin);
  })
  .transform((v) => ({ ...v, email: normalizeEmail(v.email) }));
export type ResetInput = z.infer<typeof ResetInput>;

/** POST /auth/register's optional `otp`: the code sent to a guest's phone (RegisterVerify). */
export const RegisterOtpInput = z.object({
  otp: z
    .string()
    .max(20)
    .nullish()
    .transform((s) => (s ?? '').trim())
    .refine((s) => s === '' || isCode(s), { message: MSG.otpInvalid }),
});
