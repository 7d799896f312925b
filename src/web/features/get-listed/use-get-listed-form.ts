import { useForm } from '@mantine/form';
import type { ChangeEvent } from 'react';
import {
  changePostcode,
  cutText,
  emptyGetListedValues,
  startingCountry,
  firstNameIssue,
  step1Fields,
  type GetListedTextField,
  type GetListedValues,
} from '../../../domain/get-listed.ts';
import { getListedMaxLength } from '../../../domain/ui-constants.ts';
import { useDeferredSchema, type DeferredSchema } from '../../ui/use-deferred-schema.ts';
import { useFieldError } from '../../ui/use-field-error.ts';

const getListedSchemas = () => import('../../../domain/get-listed-schemas.ts');
const loadStep1Schema = async () => (await getListedSchemas()).getListedStep1Schema;
const loadGetListedSchema = async () => (await getListedSchemas()).getListedSchema;

/**
 * The get-listed form state with the domain's rules: the 100-character cut, the postcode rule, both
 * validations (their schemas fetched once the screen has shown, useDeferredSchema), and the first name when the
 * account has none (`askFirstName`). Starts from the account's e-mail and the country of its language.
 */
export function useGetListedForm({
  email,
  locale,
  askFirstName,
}: {
  email: string;
  locale: string;
  askFirstName: boolean;
}) {
  const form = useForm<GetListedValues>({
    mode: 'controlled',
    initialValues: { ...emptyGetListedValues(startingCountry(locale)), email },
  });
  const error = useFieldError(form);
  const step1Schema = useDeferredSchema(loadStep1Schema);
  const fullSchema = useDeferredSchema(loadGetListedSchema);

  /** Props of a text input: its value, the cut at 100 characters, and its translated error. */
  const textInput = (field: GetListedTextField) => ({
    value: form.values[field],
    maxLength: getListedMaxLength,
    error: error(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = cutText(event.currentTarget.value);
      if (field === 'postcode') form.setValues(changePostcode(form.getValues(), value));
      else form.setFieldValue(field, value);
      form.clearFieldError(field);
    },
  });

  /** Shows the field errors of the values under `schema` and returns them (none when they pass). */
  const check = async (schema: DeferredSchema) => {
    await schema.ready();
    const values = form.getValues();
    const firstName = firstNameIssue(askFirstName, values.firstName);
    const errors = { ...(firstName ? { firstName } : {}), ...schema.errorsOf(values) };
    form.setErrors(errors);
    return errors;
  };

  return {
    form,
    askFirstName,
    error,
    textInput,
    validateStep1: () => check(step1Schema),
    validateAll: () => check(fullSchema),
    /** Whether any of these field errors belongs to step 1 (the form then goes back to it). */
    hasStep1Error: (errors: Record<string, string>) => step1Fields.some((field) => field in errors),
  };
}

export type GetListedForm = ReturnType<typeof useGetListedForm>;
