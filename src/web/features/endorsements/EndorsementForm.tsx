import { Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  endorsementInputSchema,
  endorsementLimits,
  maxEndorsements,
  type Endorsement,
} from '../../../domain/endorsements.ts';
import { latestPastDay } from '../../../domain/past-days.ts';
import { FormPopup } from '../../ui/FormPopup.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { savePopupForm } from '../../ui/save-popup-form.ts';

const fields = ['name', 'from', 'title', 'message', 'date', 'link'] as const;
type Values = Record<(typeof fields)[number], string>;

const valuesOf = (item: Endorsement | null): Values => ({
  name: item?.name ?? '',
  from: item?.from ?? '',
  title: item?.title ?? '',
  message: item?.message ?? '',
  date: item?.date ?? '',
  link: item?.link ?? '',
});

/** Adding or editing a testimonial in a popup: field errors on their fields, any other failure as savePopupForm shows it. */
export function EndorsementForm(props: {
  item: Endorsement | null;
  onSave: (body: object) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('endorsements');
  const { item } = props;
  const schemaForm = useSchemaForm<Values>({
    initialValues: valuesOf(item),
    loadSchema: async () => endorsementInputSchema(new Date()),
    submit: (values) =>
      savePopupForm({
        save: () => props.onSave({ ...values, id: item?.id ?? null }),
        fields,
        savedKey: 'endorsements:saved',
        messageValues: { max: maxEndorsements },
        onClose: props.onClose,
      }),
  });
  const { inputProps, busy } = schemaForm;

  return (
    <FormPopup
      title={item ? t('form.editTitle') : t('form.addTitle')}
      saveLabel={t('form.save')}
      busy={busy}
      failure={null}
      onSubmit={schemaForm.onSubmit}
      onClose={props.onClose}
    >
      <Stack gap="sm">
        <TextInput
          label={t('form.name')}
          description={t('form.nameHint')}
          required
          maxLength={endorsementLimits.name}
          disabled={busy}
          {...inputProps('name')}
        />
        <TextInput
          label={t('form.from')}
          description={t('form.fromHint')}
          maxLength={endorsementLimits.from}
          disabled={busy}
          {...inputProps('from')}
        />
        <TextInput
          label={t('form.date')}
          type="date"
          required
          max={latestPastDay(new Date())}
          disabled={busy}
          {...inputProps('date')}
        />
        <TextInput
          label={t('form.title')}
          required
          maxLength={endorsementLimits.title}
          disabled={busy}
          {...inputProps('title')}
        />
        <Textarea
          label={t('form.message')}
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={endorsementLimits.message}
          disabled={busy}
          {...inputProps('message')}
        />
        <TextInput
          label={t('form.link')}
          description={t('form.linkHint')}
          type="url"
          inputMode="url"
          maxLength={endorsementLimits.link}
          disabled={busy}
          {...inputProps('link')}
        />
      </Stack>
    </FormPopup>
  );
}
