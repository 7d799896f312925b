import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CheckoutReturnState } from '../../../domain/checkout-return.ts';

interface AwaitingConfirmationProps {
  /** The polling gave up: say so instead of spinning on. */
  gaveUp: boolean;
  confirming: string;
  slow: string;
  back: { to: string; label: string };
  /**
   * The checkout the page returns from (useCheckoutReturn): nothing of this user pending, or failed, says so at once;
   * pending (or not read yet) spins.
   */
  checkout?: CheckoutReturnState | undefined;
}

/**
 * Where a payment returns before the provider's event has applied it: a spinner, then, if it takes too long, a way
 * back; with no checkout of this user pending, or a failed one, that at once with the way back.
 */
export function AwaitingConfirmation({ gaveUp, confirming, slow, back, checkout }: AwaitingConfirmationProps) {
  const { t } = useTranslation();
  const said =
    checkout === 'nothing'
      ? t('checkoutReturn.nothing')
      : checkout === 'failed'
        ? t('checkoutReturn.failed')
        : gaveUp
          ? slow
          : null;
  return (
    <Center py={64}>
      <Stack align="center" gap="sm" role="status" maw={480}>
        {said !== null ? (
          <>
            <Text ta="center">{said}</Text>
            <Button component={Link} to={back.to} variant="default">
              {back.label}
            </Button>
          </>
        ) : (
          <>
            <Loader />
            <Text>{confirming}</Text>
          </>
        )}
      </Stack>
    </Center>
  );
}
