import { MultiSelect, Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from '../../../domain/zod.ts';
import { benefitInputSchema, type AdminBenefit } from '../../../domain/benefits-api.ts';
import { benefitLimits } from '../../../domain/benefits.ts';
import { categoryValues } from '../../../domain/categories.ts';
import { supportedCountries } from '../../../domain/countries.ts';
import { FormPopup } from '../../ui/FormPopup.tsx';
import { savePopupForm } from '../../ui/save-popup-form.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { useCurrentLocale } from '../shell/use-language.ts';

/** The lists live in the form as one text each (the form's values are texts), split for the schema and the call. */
const listOf = (text: string) => text.split(',').filter((item) => item !== '');
type Values = Record<
  'partnerName' | 'title' | 'description' | 'countries' | 'categories' | 'code' | 'url' | 'endsOn',
  string
>;
const bodyOf = (values: Values) => ({
  ...values,
  countries: listOf(values.countries),
  categories: listOf(values.categories),
});
const formSchema = z.preprocess((values) => bodyOf(values as Values), benefitInputSchema);

/** A platform admin adds or edits a member benefit in a popup (the admin panel's benefits card). */
export function BenefitForm(props: {
  item: AdminBenefit | null;
  onSave: (body: object) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('benefits');
  const { t: tCategories } = useTranslation('categories');
  const locale = useCurrentLocale();
  const { item } = props;
  const schemaForm = useSchemaForm<Values>({
    initialValues: {
      partnerName: item?.partnerName ?? '',
      title: item?.title ?? '',
      description: item?.description ?? '',
      countries: (item?.countries ?? []).join(','),
      categories: (item?.categories ?? []).join(','),
      code: item?.code ?? '',
      url: item?.url ?? 'https://',
      endsOn: item?.endsOn ?? '',
    },
    loadSchema: async () => formSchema,
    submit: (values) =>
      savePopupForm({
        save: () => props.onSave({ ...bodyOf(values), id: item?.id ?? null }),
        fields: ['partnerName', 'title', 'description', 'countries', 'categories', 'code', 'url', 'endsOn'],
        savedKey: 'benefits:admin.saved',
        onClose: props.onClose,
      }),
  });
  const { inputProps, busy, form } = schemaForm;
  const regionNames = new Intl.DisplayNames([locale], { type: 'region' });
  const listInput = (field: 'countries' | 'categories') => ({
    value: listOf(form.values[field]),
    onChange: (next: string[]) => form.setFieldValue(field, next.join(',')),
    error: inputProps(field).error,
    disabled: busy,
  });

  return (
    <FormPopup
      title={item ? t('admin.form.editTitle') : t('admin.form.addTitle')}
      saveLabel={t('admin.form.save')}
      busy={busy}
      failure={null}
      onSubmit={schemaForm.onSubmit}
      onClose={props.onClose}
    >
      <Stack gap="sm">
        <TextInput
          label={t('admin.form.partnerName')}
          required
          maxLength={benefitLimits.partnerName}
          disabled={busy}
          {...inputProps('partnerName')}
        />
        <MultiSelect
          label={t('admin.form.countries')}
          required
          data={supportedCountries.map((code) => ({ value: code, label: regionNames.of(code) ?? code }))}
          searchable
          {...listInput('countries')}
        />
        <TextInput
          label={t('admin.form.title')}
          description={t('admin.form.languageHint')}
          required
          maxLength={benefitLimits.title}
          disabled={busy}
          {...inputProps('title')}
        />
        <Textarea
          label={t('admin.form.description')}
          description={t('admin.form.languageHint')}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={benefitLimits.description}
          disabled={busy}
          {...inputProps('description')}
        />
        <MultiSelect
          label={t('admin.form.categories')}
          description={t('admin.form.categoriesHint')}
          data={categoryValues.map((value) => ({ value, label: tCategories(value) }))}
          searchable
          {...listInput('categories')}
        />
        <TextInput
          label={t('admin.form.code')}
          description={t('admin.form.codeHint')}
          maxLength={benefitLimits.code}
          disabled={busy}
          {...inputProps('code')}
        />
        <TextInput
          label={t('admin.form.url')}
          description={t('admin.form.urlHint')}
          required
          type="url"
          maxLength={benefitLimits.url}
          disabled={busy}
          {...inputProps('url')}
        />
        <TextInput
          label={t('admin.form.endsOn')}
          description={t('admin.form.endsOnHint')}
          type="date"
          disabled={busy}
          {...inputProps('endsOn')}
        />
      </Stack>
    </FormPopup>
  );
}
