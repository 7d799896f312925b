import { Stack, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from '../../../domain/zod.ts';
import { fairInputSchema, type Fair } from '../../../domain/fairs-api.ts';
import { fairLimits, maxFairDates, maxFairs } from '../../../domain/fairs.ts';
import { DateListInput, dayErrorKeys } from '../../ui/DateListInput.tsx';
import { FormPopup } from '../../ui/FormPopup.tsx';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { savePopupForm } from '../../ui/save-popup-form.ts';

/** The days live in the form as one text (the form's values are texts), split for the schema and the call. */
const daysOf = (dates: string) => dates.split(',').filter((day) => day !== '');
const formSchema = z.preprocess(
  (values) => ({ ...(values as object), dates: daysOf((values as { dates: string }).dates) }),
  fairInputSchema,
);

type Values = { name: string; description: string; dates: string };

/** Adding or editing a fair in a popup: field errors on their fields, any other failure as savePopupForm shows it. */
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
    submit: (values) =>
      savePopupForm({
        save: () => props.onSave({ ...values, dates: daysOf(values.dates), id: item?.id ?? null }),
        fields: ['name', 'description', 'dates'],
        savedKey: 'fairs:saved',
        messageValues: { max: maxFairs },
        onClose: props.onClose,
      }),
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
