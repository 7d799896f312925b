import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { schemaErrors } from '../../../domain/form-errors.ts';
import { ApiError } from '../../app/api.ts';

/** A number input's value: '' when empty. */
export type NumberValue = number | string;

/** An optional count input as the API wants it: null when empty. */
export const countOrNull = (value: NumberValue): number | null => (value === '' ? null : Number(value));
export const inputOf = (value: number | null): NumberValue => value ?? '';

/**
 * Checks the body the form would send with the domain's schema (errors land on their fields as i18n
 * keys), sends it, and puts the server's field errors on the fields too. Resolves true when saved.
 */
export async function submitChecked<V>(
  form: UseFormReturnType<V>,
  schema: z.ZodType,
  body: object,
  send: (body: object) => Promise<unknown>,
): Promise<boolean> {
  const errors = schemaErrors(schema, body);
  form.setErrors(errors);
  if (Object.keys(errors).length > 0) return false;
  try {
    await send(body);
    return true;
  } catch (error) {
    form.setErrors(
      error instanceof ApiError && Object.keys(error.fields).length > 0 ? error.fields : { _: 'common:errors.generic' },
    );
    return false;
  }
}
