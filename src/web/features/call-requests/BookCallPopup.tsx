import { Button, Group, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { callRequestInputSchema, type CallRequest, type CallRequestState } from '../../../domain/call-requests-api.ts';
import { callNoteMaxLength, callTopics, callWindows, formatCallDay } from '../../../domain/call-requests.ts';
import { FormPopup } from '../../ui/FormPopup.tsx';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';
import { savePopupForm } from '../../ui/save-popup-form.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useSchemaForm } from '../../ui/use-schema-form.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useBookedCallText } from './booked-call-text.ts';
import type { CallRequestCalls } from './call-request-calls.ts';

interface PopupProps {
  state: CallRequestState;
  country: string;
  calls: CallRequestCalls;
  onClose: () => void;
}

/** The book-a-call popup: the open request with "Cancel the call", or the form to book one. */
export function BookCallPopup(props: PopupProps) {
  return props.state.open ? (
    <BookedCall request={props.state.open} calls={props.calls} onClose={props.onClose} />
  ) : (
    <BookCallForm {...props} />
  );
}

function BookedCall({
  request,
  calls,
  onClose,
}: {
  request: CallRequest;
  calls: CallRequestCalls;
  onClose: () => void;
}) {
  const { t } = useTranslation('callRequests');
  const bookedText = useBookedCallText();
  const cancel = () =>
    calls.cancel.mutate(request.id, {
      onSuccess: () => {
        showSnackbar({ mode: 'success', text: t('popup.cancelled') });
        onClose();
      },
      // 404: done or cancelled meanwhile; the refetch shows the request as it is
      onError: () => showSnackbar({ mode: 'error', text: t('common:errors.generic') }),
    });
  return (
    <LazyModal opened onClose={onClose} title={t('popup.openTitle')}>
      <Text>{bookedText(request)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button color="red" variant="light" onClick={cancel} loading={calls.cancel.isPending}>
          {t('popup.cancel')}
        </Button>
      </Group>
    </LazyModal>
  );
}

const formFields = ['phone', 'day', 'window', 'topic', 'note'] as const;

function BookCallForm({ state, country, calls, onClose }: PopupProps) {
  const { t } = useTranslation('callRequests');
  const locale = useCurrentLocale();
  const schemaForm = useSchemaForm({
    initialValues: { phone: state.phone, day: '', window: '', topic: '', note: '' },
    loadSchema: async () => callRequestInputSchema(country, new Date()),
    submit: (values) =>
      savePopupForm({
        save: () => calls.book.mutateAsync(values),
        fields: formFields,
        savedKey: 'callRequests:popup.booked',
        onClose,
      }),
  });
  const { inputProps, busy } = schemaForm;
  return (
    <FormPopup
      title={t('popup.title')}
      saveLabel={t('popup.submit')}
      busy={busy}
      failure={schemaForm.failure}
      onSubmit={schemaForm.onSubmit}
      onClose={onClose}
    >
      <Stack gap="sm">
        <Text size="sm">{t('popup.intro')}</Text>
        <TextInput
          label={t('popup.phone')}
          type="tel"
          autoComplete="tel"
          required
          disabled={busy}
          {...inputProps('phone')}
        />
        <DeferredSelect
          label={t('popup.day')}
          required
          data={state.days.map((day) => ({ value: day, label: formatCallDay(day, locale) }))}
          disabled={busy}
          {...inputProps('day')}
        />
        <Radio.Group label={t('popup.window')} required {...inputProps('window')}>
          <Group gap="md" mt={6}>
            {callWindows.map((window) => (
              <Radio key={window} value={window} label={t(`windows.${window}`)} disabled={busy} />
            ))}
          </Group>
        </Radio.Group>
        <DeferredSelect
          label={t('popup.topic')}
          required
          data={callTopics.map((topic) => ({ value: topic, label: t(`topics.${topic}`) }))}
          disabled={busy}
          {...inputProps('topic')}
        />
        <Textarea
          label={t('popup.note')}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={callNoteMaxLength}
          disabled={busy}
          {...inputProps('note')}
        />
      </Stack>
    </FormPopup>
  );
}
