import type { z } from 'zod';

/** A failed parse as field name → i18n message key (the first message of each field). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const { path, message } of error.issues) fields[path.map(String).join('.') || '_'] ??= message;
  return fields;
}

/** The field errors of `values` under `schema`; none when they pass. */
export function schemaErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  return result.success ? {} : fieldErrors(result.error);
}
