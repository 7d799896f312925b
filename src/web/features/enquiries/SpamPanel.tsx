import { Badge, Button, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EnquiryDetail } from '../../../domain/enquiries/inbox.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { readable } from './EnquiryBits.tsx';
import { useSpamVerdict } from './use-enquiry-changes.ts';

/**
 * The enquiry's spam check: its score and the reasons it adds up from (spam.ts), and "Report spam" or
 * "Not spam", which move it between the Spam view and the inbox and teach the supplier's threshold.
 */
export function SpamPanel({
  supplierId,
  enquiry,
  canEdit,
}: {
  supplierId: string;
  enquiry: EnquiryDetail;
  canEdit: boolean;
}) {
  const { t } = useTranslation('enquiries');
  const verdict = useSpamVerdict(supplierId, enquiry.id);
  const score = enquiry.spamScore;
  return (
    <SectionCard id="enquiry-spam" title={t('spam.title')}>
      <Group gap="xs">
        {enquiry.spam ? (
          <Badge color="red" variant="outline" c={readable('red')} tt="none">
            {t('spam.inSpam')}
          </Badge>
        ) : (
          <Badge color="teal" variant="outline" c={readable('teal')} tt="none">
            {t('spam.inInbox')}
          </Badge>
        )}
        {score && <Text size="sm">{t('spam.score', { score: score.score })}</Text>}
      </Group>
      {score === null ? (
        <Text size="sm" c="dimmed">
          {t('spam.notScored')}
        </Text>
      ) : score.reasons.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('spam.noReasons')}
        </Text>
      ) : (
        <List size="sm" aria-label={t('spam.reasonsLabel')}>
          {score.reasons.map((reason) => (
            <List.Item key={reason.key}>
              {t('spam.reason', { reason: t(`spam.reasons.${reason.key}`), weight: reason.weight })}
            </List.Item>
          ))}
        </List>
      )}
      {enquiry.spam && (
        <Text size="sm" c="dimmed">
          {t('spam.noCredit')}
        </Text>
      )}
      {canEdit && (
        <Button
          variant={enquiry.spam ? 'filled' : 'light'}
          color={enquiry.spam ? undefined : 'red'}
          loading={verdict.isPending}
          onClick={() => verdict.mutate(enquiry.spam ? 'notSpam' : 'spam')}
        >
          {t(enquiry.spam ? 'spam.notSpam' : 'spam.report')}
        </Button>
      )}
    </SectionCard>
  );
}
