import type { z } from 'zod';
import { fieldErrors } from '../../domain/form-errors.ts';
import { badRequest } from './errors.ts';

/**
 * Parses a form with the domain's schemas; bad input gives 400 with each field's i18n key, under the
 * code `codeOf` picks from those fields (`validation` unless told otherwise).
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: unknown,
  codeOf: (fields: Record<string, string>) => string = () => 'validation',
): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw badRequest(codeOf(fields), 'Some fields are not valid', fields);
}
