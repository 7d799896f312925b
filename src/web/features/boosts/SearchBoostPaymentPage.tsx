import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { searchBoostPath } from '../../../domain/one-off-paths.ts';
import { formatDate } from '../../../domain/format.ts';
import { boostLabel, isFreshlyBought } from '../../../domain/search-boost.ts';
import { AwaitingConfirmation } from '../billing/AwaitingConfirmation.tsx';
import { LoadError } from '../shell/LoadError.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useSearchBoost } from './boost-calls.ts';
import { useCheckoutReturn } from '../billing/checkout-return.ts';

/**
 * /suppliers/search-boost/payment/success and /failed (spec routes), where the checkout returns. The boost
 * is applied by the provider's event, not by this page: on success it waits for the checkout its address names to be
 * paid and the boost to show; with no checkout of this user pending it says so at once.
 */
export function SearchBoostPaymentPage() {
  const { result } = useParams();
  const [params] = useSearchParams();
  const { t } = useTranslation('boosts');
  useDocumentTitle(t(result === 'success' ? 'payment.successTitle' : 'payment.failedTitle'));
  const active = useActiveSupplier();
  if (!active) return null;
  if (result !== 'success') {
    return (
      <Paper withBorder radius="md" p="xl" maw={640}>
        <Stack gap="md">
          <Title order={1}>{t('payment.failedTitle')}</Title>
          <Alert color="red" role="alert">
            {t('payment.failed')}
          </Alert>
          <Group>
            <Button
              component={Link}
              to={`${searchBoostPath}?id=${encodeURIComponent(params.get('id') ?? active.supplier.id)}`}
            >
              {t('back')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }
  return <BoostConfirmation supplierId={params.get('id') ?? active.supplier.id} />;
}

function BoostConfirmation({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('boosts');
  const { t: tFlags } = useTranslation('listingFlags');
  const locale = useCurrentLocale();
  const [openedAt] = useState(Date.now);
  // the checkout this page returns from: none of this user's pending says so at once (src/domain/checkout-return.ts)
  const checkout = useCheckoutReturn(supplierId);
  const paid = checkout.state === 'paid';
  const boost = useSearchBoost(supplierId, paid ? { untilBoughtAfter: openedAt } : {});
  // an extension shows the boost already: wait for the end the payment gives
  const current =
    boost.data?.current?.endsAt && isFreshlyBought(new Date(boost.data.current.endsAt), new Date(openedAt))
      ? boost.data.current
      : null;
  if (checkout.failedToLoad) return <LoadError onRetry={checkout.retry} />;
  if (boost.isError) return <LoadError onRetry={() => void boost.refetch()} />;
  if (!paid || !current) {
    // polling stops after about a minute (boost-calls.ts): then say so instead of spinning on
    const gaveUp = checkout.gaveUp || (paid && boost.dataUpdatedAt - openedAt > 55_000);
    return (
      <AwaitingConfirmation
        checkout={checkout.state}
        gaveUp={gaveUp}
        confirming={t('payment.confirming')}
        slow={t('payment.slow')}
        back={{ to: searchBoostPath, label: t('back') }}
      />
    );
  }
  return (
    <Paper withBorder radius="md" p="xl" maw={640}>
      <Stack gap="md">
        <Title order={1}>{t('payment.successTitle')}</Title>
        <Text size="lg">
          {t('payment.success', {
            position: boostLabel(current.value),
            where: current.venueType ? tFlags(`flags.${current.venueType}`) : t('generic'),
            date: current.endsAt ? formatDate(current.endsAt, locale) : '',
          })}
        </Text>
        <Group>
          <Button component={Link} to="/dashboard">
            {t('payment.toDashboard')}
          </Button>
          <Button component={Link} to={searchBoostPath} variant="default">
            {t('back')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
