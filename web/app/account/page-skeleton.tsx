import { Link } from '../lib/link';

/** What the server renders for pages that depend on the login kept in localStorage. */
export function FormSkeleton({ rows = 2 }: { rows?: number }) {
  return (
    <div role="status" aria-busy="true" className="animate-pulse space-y-4">
      <span className="sr-only">Loading…</span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <div key={i} className="space-y-2">
          <div className="h-4 w-24 rounded bg-stone-200" />
          <div className="h-11 rounded-lg bg-stone-100" />
        </div>
      ))}
      <div className="h-11 rounded-lg bg-stone-200" />
    </div>
  );
}

export function AuthCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex justify-center px-4 py-8 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-md shadow-stone-200/60 sm:p-8">
        <h1 className="mb-6 text-2xl font-semibold text-ink">{title}</h1>
        {children}
      </div>
    </main>
  );
}

export function PolicyLinks({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-stone-600 ${className}`}>
      By continuing you agree to our{' '}
      <Link to="/terms-and-conditions" className="font-medium text-brand-700 underline underline-offset-2">
        Terms and Conditions
      </Link>{' '}
      and{' '}
      <Link to="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2">
        Privacy Policy
      </Link>
      .
    </p>
  );
}
