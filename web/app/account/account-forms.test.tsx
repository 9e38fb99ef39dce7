import { MSG } from '@store/contract/messages';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { loginUrlFor, safeNextPath } from '../auth/auth-store';
import { storedToken } from '../lib/api';
import { ToastProvider } from '../ui/toast';
import { RegisterForm } from './register-form';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('where a login may lead (?next=)', () => {
  it('keeps paths of this site, with their query', () => {
    expect(safeNextPath('/profile?tab=orders')).toBe('/profile?tab=orders');
    expect(safeNextPath('/checkout')).toBe('/checkout');
  });
  it('refuses other origins, odd forms and the login pages themselves', () => {
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', '', null])
      expect(safeNextPath(bad)).toBe('/');
    expect(safeNextPath('/\nprofile')).toBe('/');
    expect(safeNextPath('/login?next=/x')).toBe('/');
    expect(safeNextPath('/register')).toBe('/');
  });
  it('builds /login?next=<here>', () => {
    expect(loginUrlFor('/profile?tab=addresses')).toBe('/login?next=%2Fprofile%3Ftab%3Daddresses');
    expect(loginUrlFor('/login')).toBe('/login');
  });
});

describe('stored token', () => {
  it('reads the JSON-encoded token the auth store writes, and a bare one', () => {
    localStorage.setItem('token', JSON.stringify('a'.repeat(43)));
    expect(storedToken()).toBe('a'.repeat(43));
    localStorage.setItem('token', 'b'.repeat(43));
    expect(storedToken()).toBe('b'.repeat(43));
  });
});

describe('register form', () => {
  it('reports the first failing rule beside its field, in the spec order', () => {
    const Stub = createRoutesStub([
      {
        path: '/register',
        Component: () => (
          <ToastProvider>
            <RegisterForm />
          </ToastProvider>
        ),
      },
    ]);
    render(<Stub initialEntries={['/register']} />);
    const submit = screen.getByRole('button', { name: 'Register' });
    const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`)) as HTMLInputElement;
    const expectError = (label: string, message: string) => {
      const input = field(label);
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const describedBy = input.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(message);
      expect(document.activeElement).toBe(input);
    };
    const steps: [string, string, string][] = [
      ['Name', 'Asha', MSG.nameRequired],
      ['Email', 'asha@example.in', MSG.emailRequired],
      ['Password', 'abc', MSG.passwordRequired],
      ['Confirm password', 'abd', MSG.confirmPasswordRequired],
      ['Phone number', '98765', MSG.phoneRequired],
      ['Phone number', '9876543210', MSG.phoneLength],
      ['Password', 'secret1', MSG.passwordMin],
      ['Confirm password', 'secret1', MSG.passwordMismatch],
    ];
    for (const [label, value, message] of steps) {
      fireEvent.click(submit);
      expectError(label, message);
      fireEvent.change(field(label), { target: { value } });
      expect(field(label).getAttribute('aria-invalid')).toBeNull();
    }
    // Letters never reach the phone number.
    fireEvent.change(field('Phone number'), { target: { value: '98a765-43210' } });
    expect(field('Phone number').value).toBe('9876543210');
  });
});
