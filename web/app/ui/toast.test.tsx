import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider, useToast } from './toast';

// Two forms of one page, each with its own toasts.
function Form({ name }: { name: string }) {
  const toast = useToast();
  return (
    <div>
      <button type="button" onClick={() => toast.error(`${name} failed`)}>
        {name} error
      </button>
      <button type="button" onClick={() => toast.success(`${name} done`)}>
        {name} success
      </button>
    </div>
  );
}

const shown = () => screen.queryAllByTestId('toast').map((t) => t.textContent);
const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

afterEach(cleanup);

describe('toasts', () => {
  it("a form's new toast replaces its last one: a success never stands beside that form's error", () => {
    render(
      <ToastProvider>
        <Form name="Login" />
      </ToastProvider>,
    );
    click('Login error');
    click('Login error');
    expect(shown()).toEqual(['Login failed']);
    click('Login success');
    expect(shown()).toEqual(['Login done']);
  });

  it("a success clears another form's stale error too; errors of different forms stand together", () => {
    render(
      <ToastProvider>
        <Form name="Coupon" />
        <Form name="Address" />
      </ToastProvider>,
    );
    click('Coupon error');
    click('Address error');
    expect(shown()).toEqual(['Coupon failed', 'Address failed']);
    click('Address success');
    expect(shown()).toEqual(['Address done']);
    click('Coupon success');
    expect(shown()).toEqual(['Address done', 'Coupon done']);
  });
});
