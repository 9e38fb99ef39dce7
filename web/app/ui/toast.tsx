import { createContext, useCallback, useContext, useId, useMemo, useState } from 'react';

// Toasts carry the spec's exact messages (docs/spec.md §8). One region, announced to screen readers.
// A form's new toast replaces its last one (each useToast() caller is its own source), and a
// success clears every error still up: 'Login successful' never stands beside 'Invalid credentials'.
type Tone = 'success' | 'error' | 'info';
interface Toast {
  id: number;
  message: string;
  tone: Tone;
  from: string;
}
interface ToastApi {
  show(message: string, tone?: Tone): void;
  success(message: string): void;
  error(message: string): void;
}

const ToastContext = createContext<((message: string, tone: Tone, from: string) => void) | null>(null);
let nextId = 1;

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback((message: string, tone: Tone, from: string) => {
    const id = nextId++;
    setToasts((list) => [
      ...list.filter((t) => t.from !== from && !(tone === 'success' && t.tone === 'error')).slice(-2),
      { id, message, tone, from },
    ]);
    setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), 4000);
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-0 top-4 z-[100] flex flex-col items-center gap-2 px-4"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            role={t.tone === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            className={`pointer-events-auto rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${
              t.tone === 'error' ? 'bg-red-700' : t.tone === 'success' ? 'bg-emerald-700' : 'bg-stone-800'
            }`}
          >
            {t.message}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const show = useContext(ToastContext);
  const from = useId();
  if (!show) throw new Error('useToast outside ToastProvider');
  return useMemo(
    () => ({
      show: (m, tone = 'info') => show(m, tone, from),
      success: (m) => show(m, 'success', from),
      error: (m) => show(m, 'error', from),
    }),
    [show, from],
  );
}
