import { useForm, type UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError, HttpError } from '../app/api.ts';
import { useDeferredSchema } from './use-deferred-schema.ts';
import { useFieldError } from './use-field-error.ts';

type Values = Record<string, string>;

export interface SchemaForm<V extends Values> {
  form: UseFormReturnType<V>;
  /** True while the call runs: the form is disabled. */
  busy: boolean;
  /** A failure that belongs to no field, already translated. */
  failure: string | null;
  onSubmit: (event?: React.FormEvent<HTMLFormElement>) => void;
  /** Props of a field's input: value, change handler and its translated error. */
  inputProps: (
    field: keyof V & string,
  ) => ReturnType<UseFormReturnType<V>['getInputProps']> & { error: string | undefined };
}

/**
 * A form validated with the domain's zod schema (fetched after the screen shows: `loadSchema`, see
 * useDeferredSchema), then sent: the server's field errors land on their
 * fields, other failures (and those `failureOf` names) above the form, a network failure on `networkField` when given
 * (spec section 8: network-request-failed is not an e-mail code); the form is enabled again after an error.
 */
export function useSchemaForm<V extends Values>(options: {
  initialValues: V;
  loadSchema: () => Promise<z.ZodType>;
  submit: (values: V) => Promise<void>;
  networkField?: keyof V & string;
  /** The alert a form shows for an answer of its own instead of field errors (e.g. the settings' taken address). */
  failureOf?: (error: ApiError) => string | null;
}): SchemaForm<V> {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useDeferredSchema(options.loadSchema);
  const form = useForm<V>({ mode: 'controlled', initialValues: options.initialValues, validate: schema.errorsOf });
  const errorOf = useFieldError(form);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    setFailure(null);
    try {
      await options.submit(values);
    } catch (error) {
      const ownFailure = error instanceof ApiError ? options.failureOf?.(error) : null;
      if (ownFailure) setFailure(ownFailure);
      else if (error instanceof ApiError && Object.keys(error.fields).length > 0) form.setErrors(error.fields);
      // spec section 8: 'Something went wrong' plus the status text (a body that is not the API's has nothing else)
      else if (error instanceof ApiError)
        setFailure(
          `${t('errors.generic')} (${error.status} ${error instanceof HttpError ? error.statusText : error.message})`,
        );
      else if (options.networkField) form.setErrors({ [options.networkField]: 'authErrors:network-request-failed' });
      else setFailure(t('errors.generic'));
    } finally {
      setBusy(false);
    }
  });

  const onSubmit = (event?: React.FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    // ready() never rejects (a failed load resolves: the server checks anyway); submit reports its own errors
    void schema.ready().then(() => submit());
  };

  const inputProps = (field: keyof V & string) => ({ ...form.getInputProps(field), error: errorOf(field) });

  return { form, busy, failure, onSubmit, inputProps };
}
