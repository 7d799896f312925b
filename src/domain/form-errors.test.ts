import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { fieldErrors, schemaErrors } from './form-errors.ts';

const schema = z.object({
  email: z.string().min(1, { error: 'validation:required' }).email({ error: 'validation:email' }),
  address: z.object({ postcode: z.string().min(1, { error: 'validation:requiredPostcode' }) }),
});

describe('form errors', () => {
  it('keeps the first message of each field, nested fields by dotted path', () => {
    expect(schemaErrors(schema, { email: '', address: { postcode: '' } })).toEqual({
      email: 'validation:required',
      'address.postcode': 'validation:requiredPostcode',
    });
  });

  it('is empty when the values pass', () => {
    expect(schemaErrors(schema, { email: 'a@b.example', address: { postcode: 'GL54 2AA' } })).toEqual({});
  });

  it('puts an error of the whole form under _', () => {
    const result = z.string({ error: 'validation:required' }).safeParse(undefined);
    expect(result.success ? {} : fieldErrors(result.error)).toEqual({ _: 'validation:required' });
  });
});
