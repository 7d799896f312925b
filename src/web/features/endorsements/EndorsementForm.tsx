import { Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  endorsementInputSchema,
  endorsementLimits,
  maxEndorsements,
  type Endorsement,
} from '../../../domain/endorsements.ts';
import { latestPastDay } from '../../../domain/past-days.ts';
import { ApiError } from '../../app/api.ts';
import { FormPopup } from '../../ui/FormPopup.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { showSnackbar } from '../../ui/snackbar.ts';

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

/**
 * Adding or editing a testimonial in a popup. Field errors show on their fields; a failure of the whole
 * save is the snackbar's text (spec section 8: save errors of endorsements are notification text), and
 * the popup keeps what was typed.
 */
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
    submit: async (values) => {
      try {
        await props.onSave({ ...values, id: item?.id ?? null });
      } catch (error) {
        const formField =
          error instanceof ApiError &&
          Object.keys(error.fields).some((field) => (fields as readonly string[]).includes(field));
        if (formField) throw error;
        if (error instanceof ApiError && error.status === 404) {
          // deleted by someone else meanwhile: saving again cannot work
          showSnackbar({ mode: 'error', text: t('errors.gone') });
          props.onClose();
          return;
        }
        showSnackbar({
          mode: 'error',
          text: t(error instanceof ApiError ? (error.fields._ ?? 'common:errors.generic') : 'common:errors.generic', {
            max: maxEndorsements,
          }),
        });
        return;
      }
      showSnackbar({ mode: 'success', text: t('saved') });
      props.onClose();
    },
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
