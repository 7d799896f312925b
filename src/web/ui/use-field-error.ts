import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/** The translated error of a field of `form`, whose errors hold i18n keys such as validation:email. */
export function useFieldError<V>(form: UseFormReturnType<V>): (field: keyof V & string) => string | undefined {
  const { t } = useTranslation();
  return (field) => {
    const key = form.errors[field];
    return typeof key === 'string' ? t(key) : undefined;
  };
}
