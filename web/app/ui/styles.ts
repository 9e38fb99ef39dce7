// The form controls' and buttons' classes, shared by every form, dialog and the checkout. Apart
// from the form field components so that a page with buttons only does not load those.
export const inputClass =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-stone-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600';

const button =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
export const primaryButton = `${button} bg-brand-600 px-4 py-2.5 text-white hover:bg-brand-700 focus-visible:outline-brand-600`;
export const secondaryButton = `${button} border border-stone-300 bg-white px-4 py-2.5 text-ink hover:bg-stone-50 focus-visible:outline-brand-600`;
export const dangerButton = `${button} bg-red-700 px-4 py-2.5 text-white hover:bg-red-800 focus-visible:outline-red-700`;
/** Small outlined button; the caller adds the text colour. */
export const smallButton = `${button} border border-stone-300 bg-white px-3 py-1.5 text-sm hover:bg-stone-50 focus-visible:outline-brand-600`;
