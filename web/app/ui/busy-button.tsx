import { Spinner } from './spinner';

/**
 * A form's submit button that shows a spinner and turns itself off while the form's request
 * runs (aria-busy tells a screen reader why it cannot be pressed).
 */
export function BusyButton({
  busy,
  className,
  children,
  type = 'submit',
  onClick,
}: {
  busy: boolean;
  className: string;
  children: React.ReactNode;
  type?: 'submit' | 'button';
  onClick?: () => void;
}) {
  return (
    <button type={type} className={className} disabled={busy} aria-busy={busy || undefined} onClick={onClick}>
      {busy && <Spinner />}
      {children}
    </button>
  );
}
