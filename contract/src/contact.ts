import { z } from './zod';

// Kept apart from forms.ts so that pages using the form rules do not ship zod.

/** Body strings are bounded so that nobody can store a novel in a form field. */
export const text = (max: number) => z.string().trim().max(max);

export const ContactInput = z.object({
  name: text(100),
  email: text(200),
  phone_number: text(20),
  subject: text(200),
  message: text(5000),
});
