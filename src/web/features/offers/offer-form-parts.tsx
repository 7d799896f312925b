import { Alert, Button, Group, List } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { OfferSaveResponse } from '../../../domain/offers/offers-api.ts';
import type { OfferType } from '../../../domain/offers/offers.ts';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useUnsavedChangesGuard } from '../shell/unsaved-changes.tsx';
import type { OfferCalls } from './offer-calls.ts';
import { offersHomePath } from './offer-paths.ts';

/**
 * An offer form asks before it is left with unsaved changes; after a save or a delete it goes back to the
 * special-offers home (spec section 2) without asking: `leave` turns the question off before navigating.
 */
export function useOfferFormGuard(isDirty: boolean): () => void {
  const navigate = useNavigate();
  const [left, setLeft] = useState(false);
  useUnsavedChangesGuard(isDirty && !left);
  return () => {
    // rendered at once, so the router's blocker already sees the form as left
    flushSync(() => setLeft(true));
    // navigate settles with the navigation; a failed screen shows its route's error element
    void navigate(offersHomePath);
  };
}

/**
 * The save of an offer form: the call, its toast, then home. A field error throws back to the form (it marks the
 * field).
 */
export async function saveOffer(
  calls: OfferCalls,
  type: OfferType,
  body: object,
  toast: (saved: OfferSaveResponse) => string,
  leave: () => void,
): Promise<void> {
  const saved = await calls.save.mutateAsync({ type, body });
  showSnackbar({ mode: 'success', text: toast(saved) });
  leave();
}

/** spec section 8: offer validation errors show as an alert notice (each field is marked too). */
export function OfferErrorsNotice<V>({ form, failure }: { form: UseFormReturnType<V>; failure: string | null }) {
  const { t } = useTranslation('offers');
  const messages = [...new Set(Object.values(form.errors).filter((key): key is string => typeof key === 'string'))].map(
    (key) => t(key),
  );
  const shown = messages.length > 0 || failure !== null;
  const messageList = messages.join('\n');
  const alert = useRef<HTMLDivElement>(null);
  // the save button is at the bottom of a long form: bring the notice into view, for the eye and the screen reader
  useEffect(() => {
    if (shown) alert.current?.focus();
  }, [shown, messageList]);
  if (!shown) return null;
  return (
    <Alert ref={alert} tabIndex={-1} color="red" role="alert" title={t('form.errorsTitle')}>
      <List size="sm">
        {failure && <List.Item>{failure}</List.Item>}
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

interface OfferFormActionsProps {
  type: OfferType;
  hasOffer: boolean;
  calls: OfferCalls;
  busy: boolean;
  disabled: boolean;
  saveLabel: string;
  leave: () => void;
}

/** Save, and delete when there is an offer to delete (then home, spec). */
export function OfferFormActions({ type, hasOffer, calls, busy, disabled, saveLabel, leave }: OfferFormActionsProps) {
  const { t } = useTranslation('offers');
  const [confirming, setConfirming] = useState(false);
  return (
    <Group gap="sm">
      <Button type="submit" loading={busy} disabled={disabled || calls.remove.isPending}>
        {saveLabel}
      </Button>
      {hasOffer && !disabled && (
        <>
          <Button
            variant="subtle"
            color="red"
            loading={calls.remove.isPending}
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {t('form.delete')}
          </Button>
          <ConfirmDelete
            opened={confirming}
            name={t(`types.${type}`)}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              calls.remove.mutate(type, {
                onSuccess: () => {
                  showSnackbar({ mode: 'success', text: t('deleted') });
                  leave();
                },
                onError: () => showSnackbar({ mode: 'error', text: t('common:errors.generic') }),
              });
            }}
          />
        </>
      )}
    </Group>
  );
}
