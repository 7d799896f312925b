import { Box, Button, Group, Loader, Paper, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isFeatureOffered, lockedBelow } from '../../../domain/feature-access.ts';
import { TierLock } from '../enquiries/TierLock.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { bookCallParam } from './book-call-path.ts';
import { useBookedCallText } from './booked-call-text.ts';
import { useCallRequest } from './call-request-calls.ts';

// the popup (its form and the schema that checks it) is fetched when it is first opened
const BookCallPopup = lazy(async () => ({ default: (await import('./BookCallPopup.tsx')).BookCallPopup }));

/**
 * "Talk to us" (book a call: free tier, non-venues; docs/decisions/call-requests.md): a small card below a screen's
 * working cards. Venues never see it; an unverified supplier sees it locked with the tier that opens it.
 */
export function TalkToUsCard() {
  const { t } = useTranslation('callRequests');
  const active = useActiveSupplier();
  if (!active || !isFeatureOffered('bookACall', active.features)) return null;
  const minTier = lockedBelow('bookACall', active.features);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="talk-to-us">
      <Title order={2} size="h4" id="talk-to-us">
        {t('entry.title')}
      </Title>
      {minTier ? (
        <Box mt="xs">
          <TierLock gate={{ open: false, minTier }} feature="bookACall" />
        </Box>
      ) : (
        <BookCall supplierId={active.supplier.id} country={active.features.country} />
      )}
    </Paper>
  );
}

function BookCall({ supplierId, country }: { supplierId: string; country: string }) {
  const { t } = useTranslation('callRequests');
  const calls = useCallRequest(supplierId);
  const bookedText = useBookedCallText();
  const [opened, setOpened] = useState(false);
  // the help panel's link asks for the popup (also when the dashboard is already open)
  const [params, setParams] = useSearchParams();
  const asked = params.get(bookCallParam.name) === bookCallParam.value;
  const close = () => {
    setOpened(false);
    if (asked)
      setParams(
        (current) => {
          current.delete(bookCallParam.name);
          return current;
        },
        { replace: true },
      );
  };
  const state = calls.query.data;
  return (
    <Group justify="space-between" align="center" gap="sm" mt="xs">
      <Text size="sm" style={{ flex: '1 1 16rem' }} aria-live="polite">
        {state?.open ? bookedText(state.open) : t('entry.text')}
      </Text>
      {calls.query.isPending ? (
        <Loader size="sm" role="status" aria-label={t('entry.button')} />
      ) : (
        <Button variant="light" onClick={() => setOpened(true)} aria-haspopup="dialog" disabled={!state}>
          {t('entry.button')}
        </Button>
      )}
      {(opened || asked) && state && (
        <Suspense fallback={null}>
          <BookCallPopup state={state} country={country} calls={calls} onClose={close} />
        </Suspense>
      )}
    </Group>
  );
}
