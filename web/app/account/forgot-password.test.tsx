import type { IncomingMessage, ServerResponse } from 'node:http';
import { GUEST_VERIFY_PHONE } from '@store/contract/guest-register';
import { MSG } from '@store/contract/messages';
import { RESET_MSG } from '@store/contract/password-reset';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { json, localApi } from '../test/local-api';
import { ToastProvider } from '../ui/toast';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

// A real HTTP server on a local port stands in for the API; the page's origin is set to it, so
// the forms' fetch('/api/...') crosses a socket as in the browser.
type Handler = (path: string, body: Record<string, string>, res: ServerResponse) => void;
let handle: Handler = (_p, _b, res) => res.end();
const seen: { path: string; body: Record<string, string> }[] = [];
const api = localApi((req: IncomingMessage, res) => {
  let raw = '';
  req.on('data', (c) => {
    raw += c;
  });
  req.on('end', () => {
    const body = raw ? JSON.parse(raw) : {};
    seen.push({ path: req.url ?? '', body });
    handle(req.url ?? '', body, res);
  });
});
afterEach(() => {
  cleanup();
  seen.length = 0;
});

const setUrl = api.at;
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const errorOf = (label: string) =>
  document.getElementById(field(label).getAttribute('aria-describedby') ?? '')?.textContent;

function renderAt(path: string, element: React.ReactNode) {
  setUrl(path);
  const Stub = createRoutesStub([
    { path: path.split(/[?#]/)[0], Component: () => <ToastProvider>{element}</ToastProvider> },
  ]);
  render(<Stub initialEntries={[path]} />);
}
const TOKEN = 'A'.repeat(43);

describe('Forgot password? on the login page', () => {
  it('asks for the email (the login form’s), then the SMS code and a new password, and says so when done', async () => {
    handle = (path, _b, res) =>
      path === '/api/auth/password/forgot'
        ? json(res, 200, { data: { sent: true, expires_in: 900, by_email: true } })
        : json(res, 200, { data: { reset: true } });
    renderAt('/login', <LoginForm next="/" />);
    type('Email', 'asha@example.in');
    fireEvent.click(screen.getByRole('button', { name: RESET_MSG.forgotLink }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset password' });
    expect((dialog.querySelector('input[type=email]') as HTMLInputElement).value).toBe('asha@example.in');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(RESET_MSG.sentByPhoneAndEmail)).toBeTruthy();
    expect(seen.at(-1)).toEqual({ path: '/api/auth/password/forgot', body: { email: 'asha@example.in' } });

    const change = screen.getByRole('button', { name: 'Change password' });
    fireEvent.click(change);
    expect(errorOf('Code')).toBe(RESET_MSG.codeFormat);
    type('Code', '12a3456');
    expect(field('Code').value).toBe('123456');
    fireEvent.click(change);
    expect(errorOf('New password')).toBe(MSG.passwordRequired);
    type('New password', 'abc');
    type('Confirm new password', 'abc');
    fireEvent.click(change);
    expect(errorOf('New password')).toBe(MSG.passwordMin);
    type('New password', 'kurta-kurta-9');
    fireEvent.click(change);
    expect(errorOf('Confirm new password')).toBe(MSG.passwordMismatch);
    type('Confirm new password', 'kurta-kurta-9');
    expect(seen).toHaveLength(1); // nothing sent while the form is wrong
    fireEvent.click(change);
    expect(await screen.findByText(RESET_MSG.done)).toBeTruthy();
    expect(seen.at(-1)).toEqual({
      path: '/api/auth/password/reset',
      body: { email: 'asha@example.in', code: '123456', password: 'kurta-kurta-9' },
    });
    // The dialog has gone; the login form is there for the new password.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Email').value).toBe('asha@example.in');
  });

  it('shows the server’s refusal beside the field it names (a wrong code, a common password)', async () => {
    handle = (path, body, res) =>
      path === '/api/auth/password/forgot'
        ? json(res, 200, { data: { sent: true, expires_in: 900, by_email: false } })
        : body.password === 'password1'
          ? json(res, 400, { error: { code: 'validation_failed', message: 'x', fields: { password: 'Too common' } } })
          : json(res, 400, {
              error: {
                code: 'validation_failed',
                message: RESET_MSG.codeInvalid,
                fields: { code: RESET_MSG.codeInvalid },
              },
            });
    renderAt('/login', <LoginForm next="/" />);
    type('Email', 'nobody@example.in');
    fireEvent.click(screen.getByRole('button', { name: RESET_MSG.forgotLink }));
    await screen.findByRole('dialog', { name: 'Reset password' });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(RESET_MSG.sentByPhone)).toBeTruthy();
    type('Code', '000000');
    type('New password', 'password1');
    type('Confirm new password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf('New password')).toBe('Too common'));
    type('New password', 'kurta-kurta-9');
    type('Confirm new password', 'kurta-kurta-9');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(errorOf('Code')).toBe(RESET_MSG.codeInvalid));
  });

  it('opens by itself from the e-mailed link, asks only for the new password, and takes the token out of the address', async () => {
    handle = (_p, _b, res) => json(res, 200, { data: { reset: true } });
    renderAt(`/login#reset=${TOKEN}`, <LoginForm next="/" />);
    await screen.findByRole('dialog', { name: 'Reset password' });
    expect(screen.queryByLabelText(/^Code/)).toBeNull();
    type('New password', 'kurta-kurta-9');
    type('Confirm new password', 'kurta-kurta-9');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(RESET_MSG.done)).toBeTruthy();
    expect(seen.at(-1)).toEqual({
      path: '/api/auth/password/reset',
      body: { token: TOKEN, password: 'kurta-kurta-9' },
    });
    expect(window.location.hash).toBe('');
  });
});

describe('registering with a guest’s email or phone', () => {
  it('asks for the code sent to the guest’s phone, then registers with it', async () => {
    handle = (_p, body, res) =>
      !body.otp
        ? json(res, 202, { data: { verify_phone: { phone_number: '9876543210', expires_in: 300 } } })
        : body.otp === '111111'
          ? json(res, 400, {
              error: { code: 'validation_failed', message: MSG.otpInvalid, fields: { otp: MSG.otpInvalid } },
            })
          : json(res, 201, { data: { user: { id: 1 } } });
    renderAt('/register', <RegisterForm />);
    type('Name', 'Asha');
    type('Email', 'asha@example.in');
    type('Phone number', '9876543210');
    type('Password', 'kurta-kurta-9');
    type('Confirm password', 'kurta-kurta-9');
    const submit = screen.getByRole('button', { name: 'Register' });
    fireEvent.click(submit);
    expect(await screen.findByText(new RegExp(GUEST_VERIFY_PHONE.slice(0, 30)))).toBeTruthy();
    expect(seen.at(-1)?.body.otp).toBeUndefined();
    fireEvent.click(submit);
    expect(errorOf('OTP')).toBe(MSG.otpInvalid);
    type('OTP', '111111');
    fireEvent.click(submit);
    await waitFor(() => expect(errorOf('OTP')).toBe(MSG.otpInvalid));
    expect(field('OTP').value).toBe('');
    type('OTP', '123456');
    fireEvent.click(submit);
    expect(await screen.findByText(MSG.registerSuccess)).toBeTruthy();
    expect(seen.at(-1)?.body).toMatchObject({ email: 'asha@example.in', phone_number: '9876543210', otp: '123456' });
  });
});
