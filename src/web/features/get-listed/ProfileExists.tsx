import { Alert, Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExistingListingReason } from '../../../domain/get-listed-calls.ts';

export interface ExistingListing {
  publicId: string;
  reason: ExistingListingReason;
  profileUrl: string;
}

/** Spec section 8 "Profile already exists": the profileExists message with the id, the reason and the profile URL. */
export function ProfileExists({ listing }: { listing: ExistingListing }) {
  const { t } = useTranslation('getListed');
  return (
    <Alert color="orange" title={t('profileExists.title')} role="alert">
      <Text size="sm">
        {t('profileExists.text', { publicId: listing.publicId, reason: t(`reasons.${listing.reason}`) })}
      </Text>
      <Anchor href={listing.profileUrl} target="_blank" rel="noopener noreferrer" size="sm">
        {t('profileExists.view')}
      </Anchor>
      <Text size="sm" mt="xs">
        {t('profileExists.help')}
      </Text>
    </Alert>
  );
}
