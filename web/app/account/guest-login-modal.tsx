import { OTP_LENGTH } from '@store/contract/constants';
import { useNavigate } from 'react-router';
import type { StoredUser } from '../auth/auth-store';
import { BusyButton } from '../ui/busy-button';
import { CodeField, EmailField, NameField, PhoneField } from '../ui/form-field';
import { Modal } from '../ui/modal';
import { primaryButton } from '../ui/styles';
import { type GuestLogin, useGuestLogin } from './use-guest-login';

/**
 * Guest login by phone OTP (docs/spec.md §2 Guest login modal; verified on the server:
 * docs/decisions/0012-login-otp-and-failures.md).
 * Steps: details -> Send OTP -> 6-digit code -> Login (use-guest-login.ts). Success stores token +
 * user with the server's guest flag (true, unless the email and phone are a registered account's:
 * its owner logs in) and goes to /checkout, unless the caller takes over with onLoggedIn (checkout
 * stays where it is).
 */
export function GuestLoginModal({
  open,
  onClose,
  onLoggedIn,
}: {
  open: boolean;
  onClose: () => void;
  onLoggedIn?: (user: StoredUser) => void;
}) {
  const navigate = useNavigate();
  const login = useGuestLogin((user) => {
    onClose();
    if (onLoggedIn) onLoggedIn(user);
    else navigate('/checkout');
  });
  return (
    <Modal open={open} onClose={onClose} title="Login with OTP">
      {login.formError && (
        <p role="alert" className="mb-4 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {login.formError}
        </p>
      )}
      {login.step === 'details' ? <DetailsStep login={login} /> : <CodeStep login={login} />}
    </Modal>
  );
}

/** Name, email and phone, then Send OTP. */
function DetailsStep({ login: { details, set, refs, fieldError, busy, sendOtp } }: { login: GuestLogin }) {
  return (
    <form noValidate onSubmit={sendOtp} className="space-y-4">
      <NameField ref={refs.name} value={details.name} onValue={set('name')} error={fieldError('name')} />
      <EmailField value={details.email} onValue={set('email')} error={fieldError('email')} />
      <PhoneField
        ref={refs.phone}
        hint="10-digit mobile number; we send the code by SMS to +91"
        value={details.phone_number}
        onValue={set('phone_number')}
        error={fieldError('phone_number')}
      />
      <BusyButton busy={busy} className={`${primaryButton} w-full`}>
        Send OTP
      </BusyButton>
    </form>
  );
}

/** The code sent by SMS, then Login; or back to the details. */
function CodeStep({ login: { details, otp, setOtp, refs, fieldError, busy, verify, reset } }: { login: GuestLogin }) {
  return (
    <form noValidate onSubmit={verify} className="space-y-4">
      <p className="text-sm text-stone-700">
        Enter the 6-digit code sent to <strong>+91 {details.phone_number}</strong>.
      </p>
      <CodeField
        ref={refs.otp}
        minLength={OTP_LENGTH}
        value={otp}
        onValue={setOtp}
        error={fieldError('otp')}
        className="[&_input]:tracking-[0.5em]"
      />
      <BusyButton busy={busy} className={`${primaryButton} w-full`}>
        Login
      </BusyButton>
      <button
        type="button"
        onClick={reset}
        className="w-full text-center text-sm font-medium text-brand-700 underline underline-offset-2"
      >
        Change details
      </button>
    </form>
  );
}
