import { OTP_LENGTH } from './constants';
import { MSG } from './messages';

// "Forgot password?" (issue 18). No zod here:
// the browser's forgot-password dialog imports these rules (the server's schemas are in
// password-reset-input.ts).

/** Codes and links live this long (server/src/accounts/password-reset.ts). */
export const RESET_TTL_MS = 15 * 60_000;

export const RESET_MSG = {
  forgotLink: 'Forgot password?',
  /** the same answer whether or not the email has an account */
  sentByPhone:
    'If an account uses this email, we have sent a 6-digit code by SMS to its phone number. It works for 15 minutes.',
  sentByPhoneAndEmail:
    'If an account uses this email, we have sent a 6-digit code by SMS to its phone number and a link to the email. Both work for 15 minutes.',
  codeFormat: 'Enter the 6-digit code',
  codeInvalid: 'This code is not valid or has expired. Please ask for a new one.',
  linkInvalid: 'This link is not valid or has expired. Please ask for a new one.',
  done: 'Password changed. Please log in with your new password.',
  tooManyRequests: 'Too many password reset requests. Please try again later.',
  tooManyTries: 'Too many attempts. Please try again later.',
} as const;

const blank = (s: unknown) => typeof s !== 'string' || s.trim() === '';
type Rule<T> = [field: keyof T & string, failed: (v: T) => boolean, message: string];

export interface NewPasswordForm {
  password: string;
  confirm_password: string;
}
/** The registration's password rules in its order (contract/src/forms.ts registerRules). */
export const newPasswordRules: Rule<NewPasswordForm>[] = [
  ['password', (v) => blank(v.password), MSG.passwordRequired],
  ['confirm_password', (v) => blank(v.confirm_password), MSG.confirmPasswordRequired],
  ['password', (v) => v.password.length < 6, MSG.passwordMin],
  ['confirm_password', (v) => v.password !== v.confirm_password, MSG.passwordMismatch],
];

export const isCode = (s: string) => new RegExp(`^\\d{${OTP_LENGTH}}$`).test(s);

/** POST /auth/password/forgot */
export interface ForgotAnswer {
  sent: true;
  /** seconds the code (and link) live */
  expires_in: number;
  /** whether a link is e-mailed too (the shop's setting, the same for every email) */
  by_email: boolean;
}
