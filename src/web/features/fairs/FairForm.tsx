import { Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from '../../../domain/zod.ts';
import { fairInputSchema, type Fair } from '../../../domain/fairs-api.ts';
import { fairLimits, maxFairDates } from '../../../domain/fairs.ts';
import { ApiError } from '../../app/api.ts';
import { DateListInput, dayErrorKeys } from '../../ui/DateListInput.tsx';
import { FormPopup } from '../../ui/FormPopup.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { showSnackbar } from '../../ui/snackbar.ts';

/** The days live in the form as one text (the form's values are texts), split for the schema and the call. */
const daysOf = (dates: string) => dates.split(',').filter((day) => day !== '');
const formSchema = z.preprocess(
  (values) => ({ ...(values as object), dates: daysOf((values as { dates: string }).dates) }),
  fairInputSchema,
);

type Values = { name: string; description: string; dates: string };

/**
 * Adding or editing a fair in a popup. Field errors show on their fields; a failure of the whole save is
 * the snackbar's text (spec section 8: save errors of wedding fairs are notification text).
 */
export function FairForm(props: {
  item: Fair | null;
  onSave: (body: object) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('fairs');
  const { item } = props;
  const schemaForm = useSchemaForm<Values>({
    initialValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      dates: (item?.dates ?? ['']).join(','),
    },
    loadSchema: async () => formSchema,
    submit: async (values) => {
      try {
        await props.onSave({ ...values, dates: daysOf(values.dates), id: item?.id ?? null });
      } catch (error) {
        if (
          error instanceof ApiError &&
          Object.keys(error.fields).some((field) => ['name', 'description', 'dates'].includes(field.split('.')[0]!))
        )
          throw error;
        showSnackbar({
          mode: 'error',
          text: t(error instanceof ApiError ? (error.fields._ ?? 'common:errors.generic') : 'common:errors.generic'),
        });
        if (error instanceof ApiError && error.status === 404) props.onClose();
        return;
      }
      showSnackbar({ mode: 'success', text: t('saved') });
      props.onClose();
    },
  });
  const { inputProps, busy, form } = schemaForm;
  // one input per day ('' is one empty day to fill: there is always at least one input)
  const days = form.values.dates.split(',');
  const setDays = (next: string[]) => form.setFieldValue('dates', next.join(','));

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
          required
          maxLength={fairLimits.name}
          disabled={busy}
          {...inputProps('name')}
        />
        <DateListInput
          label={t('form.dates')}
          description={t('form.datesHint', { max: maxFairDates })}
          required
          days={days}
          onChange={setDays}
          max={maxFairDates}
          error={inputProps('dates').error}
          dayErrors={dayErrorKeys(days, form.errors, 'dates').map((key) => key && t(key))}
          disabled={busy}
          dayLabel={(number) => t('form.day', { number })}
          removeLabel={(number) => t('form.removeDay', { number })}
          addLabel={t('form.addDay')}
        />
        <Textarea
          label={t('form.description')}
          description={t('form.descriptionHint')}
          required
          autosize
          minRows={3}
          maxRows={10}
          maxLength={fairLimits.description}
          disabled={busy}
          {...inputProps('description')}
        />
      </Stack>
    </FormPopup>
  );
}
