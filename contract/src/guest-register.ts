// A guest's registration (issue 18): when the email or phone is a guest's, POST /auth/register
// answers 202 and sends an OTP to that phone; the same registration with the code becomes that
// guest's account (server/src/accounts/guest-upgrade.ts). Apart from password-reset.ts so the
// register page and the login page's dialogs share no chunk.

export const GUEST_VERIFY_PHONE =
  'You have shopped with us before. Enter the 6-digit code we sent to your phone to keep your orders.';

/** POST /auth/register's 202 answer. */
export interface RegisterVerify {
  verify_phone: { phone_number: string; expires_in: number };
}
