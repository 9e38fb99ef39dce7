import { ADDRESS_TYPES } from './constants';
import { MSG } from './messages';

// The spec fixes the order in which form errors are reported (docs/spec.md §5). Each form is a list of
// rules checked in that order; the first failure is the one the shopper sees. The server
// runs the same list and answers 400 with that field and message.

export const INVALID_EMAIL = 'Enter a valid email address';
export const INVALID_MOBILE = 'Enter a valid Indian mobile number';
export const INVALID_PINCODE = 'Enter a valid 6-digit pincode';

export type Rule<T> = [field: keyof T & string, failed: (v: T) => boolean, message: string];
export interface FieldError {
  field: string;
  message: string;
}

export function firstError<T>(values: T, rules: Rule<T>[]): FieldError | null {
  for (const [field, failed, message] of rules) if (failed(values)) return { field, message };
  return null;
}

const blank = (s: unknown) => typeof s !== 'string' || s.trim() === '';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (s: string) => EMAIL.test(s.trim());

// Account emails (issue 20): one person, one account. Case is ignored by the database's unique
// index; compatibility forms (full-width letters, ligatures) are folded by NFKC; invisible
// characters and look-alike letters of another alphabet are refused, since they make a second
// address that reads the same.
export const EMAIL_HIDDEN_CHARACTERS = 'Remove the hidden characters from the email address';
export const EMAIL_MIXED_SCRIPTS = 'Use letters of one alphabet in the email address';
/** Checked by the server only, after every rule of the form: the list is too big for a browser. */
export const COMMON_PASSWORD = 'This password is too common. Please choose another';

/** The form of an email that is stored and compared: trimmed, NFKC (full-width 'ａ' is 'a'). */
export const normalizeEmail = (s: string) => s.trim().normalize('NFKC');

// Zero-width space and joiners, bidi marks, BOM, soft hyphen, tag characters (format, Cf),
// controls, private-use and unassigned code points, and the blank fillers and variation
// selectors that are letters or marks to Unicode but show nothing.
const HIDDEN = /[\p{Cf}\p{Cc}\p{Co}\p{Cn}\u115F\u1160\u17B4\u17B5\u3164\uFFA0]|\u034F|[\u180B-\u180F]|[\uFE00-\uFE0F]/u;
export const hasHiddenCharacters = (s: string) => HIDDEN.test(s);

const SCRIPTS = [
  'Latin',
  'Cyrillic',
  'Greek',
  'Armenian',
  'Georgian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Gurmukhi',
  'Gujarati',
  'Oriya',
  'Tamil',
  'Telugu',
  'Kannada',
  'Malayalam',
  'Sinhala',
  'Thai',
  'Hangul',
  'Han',
  'Hiragana',
  'Katakana',
].map((name) => [name, new RegExp(`\\p{Script=${name}}`, 'u')] as const);
const LETTER = /\p{L}/u;

/** True when the letters come from more than one alphabet ('аsha@example.in' with Cyrillic 'а'). */
export function mixesScripts(s: string): boolean {
  let seen: string | null = null;
  for (const ch of s) {
    if (!LETTER.test(ch)) continue;
    const script = SCRIPTS.find(([, re]) => re.test(ch))?.[0] ?? 'other';
    if (seen !== null && script !== seen) return true;
    seen = script;
  }
  return false;
}

/** Indian mobile numbers: 10 digits starting 6-9 (the +91 is added for SMS). */
export const isIndianMobile = (s: string) => /^[6-9]\d{9}$/.test(s);

export interface ContactForm {
  name: string;
  email: string;
  phone_number: string;
  subject: string;
  message: string;
}
export const contactRules: Rule<ContactForm>[] = [
  ['name', (v) => blank(v.name), MSG.nameRequired],
  ['email', (v) => blank(v.email), MSG.emailRequired],
  ['email', (v) => !isEmail(v.email), INVALID_EMAIL],
  ['phone_number', (v) => blank(v.phone_number), MSG.phoneRequired],
  ['phone_number', (v) => !/^\d{10}$/.test(v.phone_number), MSG.contactPhoneDigits],
  ['subject', (v) => blank(v.subject), MSG.subjectRequired],
  ['message', (v) => blank(v.message), MSG.messageRequired],
];

export interface LoginForm {
  email: string;
  password: string;
}
export const loginRules: Rule<LoginForm>[] = [
  ['email', (v) => blank(v.email), MSG.emailRequired],
  ['password', (v) => blank(v.password), MSG.passwordRequired],
];

export interface RegisterForm {
  name: string;
  email: string;
  phone_number: string;
  password: string;
  confirm_password: string;
}
/** docs/spec.md §5, in its order, then ours (valid email and mobile, one person one email). */
export const registerRules: Rule<RegisterForm>[] = [
  ['name', (v) => blank(v.name), MSG.nameRequired],
  ['email', (v) => blank(v.email), MSG.emailRequired],
  ['password', (v) => blank(v.password), MSG.passwordRequired],
  ['confirm_password', (v) => blank(v.confirm_password), MSG.confirmPasswordRequired],
  ['phone_number', (v) => blank(v.phone_number), MSG.phoneRequired],
  ['phone_number', (v) => v.phone_number.length !== 10, MSG.phoneLength],
  ['password', (v) => v.password.length < 6, MSG.passwordMin],
  ['confirm_password', (v) => v.password !== v.confirm_password, MSG.passwordMismatch],
  ['email', (v) => hasHiddenCharacters(v.email), EMAIL_HIDDEN_CHARACTERS],
  ['email', (v) => !isEmail(normalizeEmail(v.email)), INVALID_EMAIL],
  ['phone_number', (v) => !isIndianMobile(v.phone_number), INVALID_MOBILE],
  ['email', (v) => mixesScripts(normalizeEmail(v.email)), EMAIL_MIXED_SCRIPTS],
];

export interface ProfileForm {
  name: string;
  phone_number: string;
}
export const profileRules: Rule<ProfileForm>[] = [
  ['name', (v) => !v.name, MSG.nameRequired],
  ['phone_number', (v) => !v.phone_number, MSG.phoneRequired],
  ['phone_number', (v) => v.phone_number.length !== 10, MSG.phoneLength],
  ['phone_number', (v) => !isIndianMobile(v.phone_number), INVALID_MOBILE],
];

export interface AddressForm {
  address_type: string;
  name: string;
  phone_number: string;
  address_line_1: string;
  address_line_2: string;
  pin_code: string;
  city: string;
  state: string;
  country: string;
}
/** docs/spec.md §5: the address form's required fields, in the form's order. */
export const addressRules: Rule<AddressForm>[] = [
  [
    'address_type',
    (v) => !(ADDRESS_TYPES as readonly string[]).includes(v.address_type),
    'Choose Home, Office or Other',
  ],
  ['name', (v) => !v.name, MSG.nameRequired],
  ['phone_number', (v) => !v.phone_number, MSG.phoneRequired],
  ['phone_number', (v) => !/^\d{10}$/.test(v.phone_number), MSG.contactPhoneDigits],
  ['address_line_1', (v) => !v.address_line_1, 'Address line 1 is required'],
  ['pin_code', (v) => !v.pin_code, 'Pincode is required'],
  ['pin_code', (v) => !/^\d{6}$/.test(v.pin_code), INVALID_PINCODE],
  ['city', (v) => !v.city, 'City is required'],
  ['state', (v) => !v.state, 'State is required'],
  ['country', (v) => !v.country, 'Country is required'],
];
