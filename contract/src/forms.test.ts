import { describe, expect, it } from 'vitest';
import {
  EMAIL_HIDDEN_CHARACTERS,
  EMAIL_MIXED_SCRIPTS,
  firstError,
  hasHiddenCharacters,
  mixesScripts,
  normalizeEmail,
  type RegisterForm,
  registerRules,
} from './forms';

const form = (email: string): RegisterForm => ({
  name: 'Asha',
  email,
  phone_number: '9876543210',
  password: 'chikan-kurta-7',
  confirm_password: 'chikan-kurta-7',
});

describe('account emails: one person, one address', () => {
  it.each([
    '\u200b',
    '\u200c',
    '\u200d',
    '\u2060',
    '\ufeff',
    '\u00ad',
    '\u200e',
    '\u202e',
    '\u2066',
    '\u3164',
    '\ufe0f',
  ])('finds the hidden character U+%s', (ch) => {
    expect(hasHiddenCharacters(`as${ch}ha@example.in`)).toBe(true);
  });

  it('passes ordinary addresses, Latin accents and single-alphabet addresses', () => {
    for (const email of ['asha.verma+shop@example.in', 'josé@example.es', 'ворона@пример.рф', 'अनु@उदाहरण.भारत']) {
      expect(hasHiddenCharacters(email), email).toBe(false);
      expect(mixesScripts(email), email).toBe(false);
    }
  });

  it('finds look-alike letters of another alphabet', () => {
    expect(mixesScripts('\u0430sha@example.in')).toBe(true); // Cyrillic а
    expect(mixesScripts('asha@examp\u04cfe.in')).toBe(true); // Cyrillic ӏ
    expect(mixesScripts('asha@gmail.c\u03bfm')).toBe(true); // Greek ο
  });

  it('folds full-width letters and trims', () => {
    expect(normalizeEmail(' ａｓｈａ＠ｅｘａｍｐｌｅ．ｉｎ ')).toBe('asha@example.in');
  });

  it('the register form reports them on the email field, after the spec rules', () => {
    expect(firstError(form('asha\u200b@example.in'), registerRules)).toEqual({
      field: 'email',
      message: EMAIL_HIDDEN_CHARACTERS,
    });
    expect(firstError(form('\u0430sha@example.in'), registerRules)).toEqual({
      field: 'email',
      message: EMAIL_MIXED_SCRIPTS,
    });
    expect(firstError({ ...form('\u0430sha@example.in'), password: '' }, registerRules)?.field).toBe('password');
    expect(firstError(form('ａｓｈａ@example.in'), registerRules)).toBeNull();
  });
});
