import { useEffect, useId, useRef } from 'react';

const WIDTH = { md: 'max-w-md', lg: 'max-w-2xl', full: 'h-full max-h-none w-full max-w-none' };

// 'center' is a dialog box in the middle of the page; 'right' a full-height side panel (cart,
// wishlist) that slides in from the right and also closes on a click on its backdrop.
const PLACEMENT = {
  center: {
    frame: 'max-h-[90vh]',
    heading: 'text-lg font-semibold',
    body: 'overflow-y-auto px-5 py-4',
    closeLabel: 'Close',
  },
  right: {
    frame: 'h-full',
    heading: 'font-serif text-xl font-semibold tracking-tight',
    body: 'flex-1 overflow-y-auto px-5 py-4',
    closeLabel: 'Close panel',
  },
};

/**
 * An accessible dialog on the native <dialog> element: showModal() traps focus and makes the
 * rest of the page inert; Escape and the close button close it; focus returns to the opener.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  placement = 'center',
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: React.ReactNode;
  footer?: React.ReactNode;
  /** width of a centred dialog; a side panel is always max-w-md */
  size?: keyof typeof WIDTH;
  placement?: keyof typeof PLACEMENT;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement as HTMLElement | null;
      dialog.showModal();
      return () => opener?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const look = PLACEMENT[placement];
  const side = placement === 'right';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click is a pointer shortcut; keyboards close with Escape
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => open && onClose()}
      // A click on a side panel's backdrop lands on the dialog element itself (the content fills it otherwise).
      onClick={side ? (e) => e.target === e.currentTarget && onClose() : undefined}
      className={
        side
          ? 'fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-full max-w-md bg-white p-0 text-ink shadow-2xl transition-transform duration-200 backdrop:bg-black/40 starting:open:translate-x-full motion-reduce:transition-none'
          : `m-auto w-[calc(100%-2rem)] ${WIDTH[size]} rounded-xl p-0 shadow-2xl backdrop:bg-black/50`
      }
    >
      {open && (
        <div className={`flex ${look.frame} flex-col`}>
          <div className="flex items-center justify-between border-b border-stone-200 px-5 py-4">
            <h2 id={titleId} className={look.heading}>
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={look.closeLabel}
              className="rounded-full p-2 text-stone-600 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="currentColor">
                <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4Z" />
              </svg>
            </button>
          </div>
          <div className={look.body}>{children}</div>
          {footer && <div className="border-t border-stone-200 px-5 py-4">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
