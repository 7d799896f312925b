import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../app/api.ts';

/** Why a boost or counties checkout did not start: the server's field message, else a general one. */
export function CheckoutError({ error }: { error: unknown }) {
  const { t } = useTranslation('boosts');
  const failure = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
  return (
    <Text size="sm" c="red.8" role="alert">
      {failure ? t(failure) : t('startFailed')}
    </Text>
  );
}
