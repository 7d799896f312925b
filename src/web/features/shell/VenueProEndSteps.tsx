import { Button, Checkbox, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import { leavingReasons } from '../../../domain/venue-pro.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { api, ApiError } from '../../app/api.ts';
import { LazyModal } from '../../ui/LazyModal.tsx';
import { viewerQueryKey } from '../viewer/use-viewer.ts';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from './use-language.ts';

/** The venue-pro end popup's body with its two steps (VenueProEndPopup.tsx decides when it shows). */
export function VenueProEndSteps({
  supplier,
  onClose,
  onSent,
}: {
  supplier: SupplierView;
  onClose: () => void;
  onSent: () => void;
}) {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const locale = useCurrentLocale();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'keep' | 'why'>('keep');
  const keep = useMutation({
    // kept already (in another tab): that is what was asked
    mutationFn: () =>
      api.post('/api/billing/renewal', { supplierId: supplier.id, renews: true }).catch((error: unknown) => {
        if (!(error instanceof ApiError && error.code === 'unchanged')) throw error;
      }),
    onSuccess: async () => {
      showSnackbar({ mode: 'success', text: t('venuePro.kept') });
      onClose();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: viewerQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['plans', supplier.id] }),
      ]);
    },
  });
  const endDate = formatDate(supplier.plan.endsAt!, locale, { dateStyle: 'long' });
  return (
    <LazyModal
      opened
      onClose={onClose}
      title={t(step === 'keep' ? 'venuePro.title' : 'venuePro.whyTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': tCommon('close') }}
    >
      {step === 'keep' ? (
        <Stack gap="sm">
          <Text size="sm">{t('venuePro.text', { date: endDate, business: supplier.name })}</Text>
          {keep.isError && <FailureText>{t('venuePro.keepFailed')}</FailureText>}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('venuePro.later')}
            </Button>
            <Button variant="default" onClick={() => setStep('why')}>
              {t('venuePro.why')}
            </Button>
            <Button onClick={() => keep.mutate()} loading={keep.isPending}>
              {t('venuePro.keep')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <LeavingForm supplierId={supplier.id} onSent={() => (onSent(), onClose())} onBack={() => setStep('keep')} />
      )}
    </LazyModal>
  );
}

function LeavingForm({ supplierId, onSent, onBack }: { supplierId: string; onSent: () => void; onBack: () => void }) {
  const { t } = useTranslation('shell');
  const { t: tValidation } = useTranslation('validation');
  const [reason, setReason] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [callBack, setCallBack] = useState(false);
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    mutationFn: (body: unknown) => api.post('/api/supplier/venue-pro/feedback', body),
    onSuccess: () => {
      showSnackbar({ mode: 'success', text: t('venuePro.sent') });
      onSent();
    },
  });
  const submit = async () => {
    // the form's rules are the server's (zod loads only when the form is sent, not with the shell)
    const { venueProFeedbackSchema } = await import('../../../domain/venue-pro-api.ts');
    const parsed = venueProFeedbackSchema.safeParse({
      supplierId,
      reason: reason ?? undefined,
      message,
      callBack,
      phone,
    });
    if (!parsed.success) {
      // the schema's own messages are validation keys
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message.replace(/^validation:/, '')]),
        ),
      );
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };
  const error = (field: string) => (errors[field] ? tValidation(errors[field]) : undefined);
  // a field's message goes as soon as the field is changed
  const edited = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);
  return (
    <Stack gap="sm">
      <Radio.Group
        label={t('venuePro.reason')}
        value={reason}
        onChange={(value) => (setReason(value), edited('reason'))}
        error={error('reason')}
        withAsterisk
      >
        <Stack gap={6} mt={6}>
          {leavingReasons.map((option) => (
            <Radio key={option} value={option} label={t(`venuePro.reasons.${option}`)} />
          ))}
        </Stack>
      </Radio.Group>
      <Textarea
        label={t('venuePro.message')}
        value={message}
        onChange={(event) => (setMessage(event.currentTarget.value), edited('message'))}
        autosize
        minRows={2}
        maxLength={2000}
        error={error('message')}
      />
      <Checkbox
        label={t('venuePro.callBack')}
        checked={callBack}
        onChange={(event) => setCallBack(event.currentTarget.checked)}
      />
      {callBack && (
        <TextInput
          label={t('venuePro.phone')}
          type="tel"
          autoComplete="tel"
          value={phone}
          onChange={(event) => (setPhone(event.currentTarget.value), edited('phone'))}
          error={error('phone')}
          withAsterisk
        />
      )}
      {send.isError && <FailureText>{t('venuePro.sendFailed')}</FailureText>}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onBack}>
          {t('venuePro.back')}
        </Button>
        <Button onClick={() => void submit()} loading={send.isPending}>
          {t('venuePro.send')}
        </Button>
      </Group>
    </Stack>
  );
}

function FailureText({ children }: { children: string }) {
  return (
    <Text size="sm" c="red.8" role="alert">
      {children}
    </Text>
  );
}
