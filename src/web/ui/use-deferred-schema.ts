import { useCallback, useEffect, useRef } from 'react';
import type { z } from 'zod';
import { schemaErrors } from '../../domain/form-errors.ts';

const loads = new WeakMap<() => Promise<z.ZodType>, Promise<z.ZodType>>();

/** One fetch per loader: every form of a screen that checks with the same schema shares it. */
function loadOnce(load: () => Promise<z.ZodType>): Promise<z.ZodType> {
  let loading = loads.get(load);
  if (!loading) {
    loading = load();
    loads.set(load, loading);
  }
  return loading;
}

export interface DeferredSchema {
  /** The field errors of `values` (i18n keys); none while the schema has not arrived. */
  errorsOf: (values: unknown) => Record<string, string>;
  /**
   * Resolves once the schema is here (at once after the first time); a failed fetch resolves too, the server checks
   * anyway.
   */
  ready: () => Promise<void>;
}

/**
 * A domain zod schema fetched once the screen has shown: zod with the schemas is ~25 kB gzip that a form
 * needs only to check what was typed, not to show. `load` is a module-level function such as
 * `async () => (await import('.../account-forms.ts')).credentialsSchema`; a form awaits `ready()` before it
 * checks and sends, so nothing is sent unchecked.
 */
export function useDeferredSchema(load: () => Promise<z.ZodType>): DeferredSchema {
  const schema = useRef<z.ZodType | undefined>(undefined);
  const ready = useCallback(
    () =>
      loadOnce(load).then(
        (loaded) => {
          schema.current = loaded;
        },
        () => undefined,
      ),
    [load],
  );
  useEffect(() => {
    // ready() never rejects: a failed load resolves too
    void ready();
  }, [ready]);
  return { errorsOf: (values) => (schema.current ? schemaErrors(schema.current, values) : {}), ready };
}
