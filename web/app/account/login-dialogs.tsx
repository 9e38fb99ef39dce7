import type { StoredUser } from '../auth/auth-store';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { GuestLoginModal } from './guest-login-modal';

export type LoginDialog = 'otp' | 'reset' | null;

/**
 * The login page's two dialogs behind one lazy import (login-form.tsx): "Login via OTP" and
 * "Forgot password?". One of them at a time, mounted per opening, so each starts afresh. Kept
 * together so the page's first load carries one loader and one preload list, not two (the login
 * page's JavaScript budget, bench:bundle).
 */
export function LoginDialogs({
  which,
  onClose,
  email,
  onLoggedIn,
}: {
  which: LoginDialog;
  onClose: () => void;
  email: string;
  onLoggedIn: (user: StoredUser) => void;
}) {
  if (which === 'otp') return <GuestLoginModal open onClose={onClose} onLoggedIn={onLoggedIn} />;
  if (which === 'reset') return <ForgotPasswordDialog open onClose={onClose} email={email} />;
  return null;
}
