import { describe, expect, it } from 'vitest';
import { fieldErrors } from './form-errors.ts';
import { z } from './zod.ts';

const errorsOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
};

describe('zod from zod.ts: every message is a validation key', () => {
  const schema = z.object({
    name: z.string(),
    code: z.string().min(3).max(5),
    seats: z.number().int().min(1).max(500),
    kind: z.enum(['venue', 'photographer']),
    email: z.email(),
    site: z.url(),
    tags: z.array(z.string()).min(1).max(2),
  });

  it('names a missing field required, and a value of the wrong type invalid or a number', () => {
    expect(errorsOf(schema, {})).toMatchObject({ name: 'validation:required', seats: 'validation:required' });
    expect(errorsOf(schema, { name: 3, seats: 'many' })).toMatchObject({
      name: 'validation:invalid',
      seats: 'validation:number',
    });
  });

  it('says what is wrong with a number: fraction, too small, too big', () => {
    expect(errorsOf(schema, { seats: 2.5 }).seats).toBe('validation:wholeNumber');
    expect(errorsOf(schema, { seats: -1 }).seats).toBe('validation:tooSmall');
    expect(errorsOf(schema, { seats: 1e300 }).seats).toBe('validation:tooBig');
  });

  it('maps lengths, options, formats and lists', () => {
    const errors = errorsOf(schema, {
      code: 'ab',
      kind: 'florist',
      email: 'nobody',
      site: 'not a site',
      tags: [],
    });
    expect(errors).toMatchObject({
      code: 'validation:tooShort',
      kind: 'validation:chooseOption',
      email: 'validation:email',
      site: 'validation:url',
      tags: 'validation:tooFew',
    });
    expect(errorsOf(schema, { code: 'abcdef', tags: ['a', 'b', 'c'] })).toMatchObject({
      code: 'validation:maxLength',
      tags: 'validation:tooMany',
    });
    expect(errorsOf(z.strictObject({}), { extra: 1 })).toEqual({ _: 'validation:unknownField' });
  });

  it("keeps a schema's own key", () => {
    expect(errorsOf(z.string({ error: 'validation:requiredTitle' }), undefined)).toEqual({
      _: 'validation:requiredTitle',
    });
  });
});
