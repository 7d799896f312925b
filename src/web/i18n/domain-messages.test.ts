import { describe, expect, it } from 'vitest';
import { authErrorCodes } from '../../domain/auth-errors.ts';
import { quoteErrorNames } from '../../domain/quotes/quote-errors.ts';
import { validationMessages } from '../../domain/validators.ts';
import authErrors from './locales/en-GB/authErrors.json';
import quotes from './locales/en-GB/quotes.json';
import validation from './locales/en-GB/validation.json';

// The other locales are held to en-GB's keys by i18n.test.ts.
describe('messages of the domain layer', () => {
  it('has a message for every validation key and no others', () => {
    expect(Object.keys(validation).sort()).toEqual([...validationMessages].sort());
  });

  it('has a message for every auth error code and no others', () => {
    expect(Object.keys(authErrors).sort()).toEqual([...authErrorCodes].sort());
  });

  it('has a message for every field error of a quote and no others', () => {
    expect(Object.keys(quotes.errors).sort()).toEqual([...quoteErrorNames].sort());
  });

  it('answers an unknown e-mail exactly as a wrong password (OWASP account enumeration)', () => {
    expect(authErrors['user-not-found']).toBe(authErrors['wrong-password']);
  });
});
