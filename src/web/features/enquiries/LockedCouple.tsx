import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RevealEnquiryButton } from '../ppe/RevealEnquiryButton.tsx';
import { LockIcon } from '../shell/LockIcon.tsx';

/**
 * A pay-per-enquiry enquiry that is still locked (domain locking.ts): the couple's names and contact
 * details are hidden until it is revealed with a credit, through "Reveal" when the enquiry is given.
 */
export function LockedCouple({ title, enquiryId }: { title?: ReactNode; enquiryId?: string }) {
  const { t } = useTranslation('enquiries');
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <span style={{ flex: 'none', display: 'inline-flex', marginTop: 3 }}>
        <LockIcon size={14} />
      </span>
      <div>
        <Text size="sm" fw={600}>
          {title ?? t('locked.title')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('locked.reveal')}
        </Text>
        {enquiryId && <RevealEnquiryButton enquiryId={enquiryId} />}
      </div>
    </Group>
  );
}
