import { createFormContext } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { ListingFormValues } from '../../../domain/listing/listing-form-schema.ts';

/** The editor's one Mantine form, shared by its sections. */
const [ListingFormProvider, useListingFormContext, useListingForm] = createFormContext<ListingFormValues>();
export { ListingFormProvider, useListingForm };

/**
 * Props of a field at `path` (e.g. social.facebook): its label from listing:fields.<path>, value and
 * change handler, and its translated error (the generic required message names the field).
 */
export function useFieldProps() {
  const form = useListingFormContext();
  const { t } = useTranslation('listing');
  const errorOf = (path: string, label: string) => {
    const key = form.errors[path];
    return typeof key === 'string' ? t(key, { field: label }) : undefined;
  };
  return {
    text: (path: string, label = t(`fields.${path}`)) => ({
      label,
      ...form.getInputProps(path),
      error: errorOf(path, label),
    }),
    check: (path: string, label = t(`fields.${path}`)) => ({
      label,
      ...form.getInputProps(path, { type: 'checkbox' }),
      error: errorOf(path, label),
    }),
    form,
  };
}
