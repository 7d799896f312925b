import { Anchor, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { EnquiryListItem } from '../../../domain/enquiries/inbox.ts';
import type { PreferredLocation } from '../../../domain/enquiries/preferred-locations.ts';
import { LockedCouple } from './LockedCouple.tsx';
import { coupleNames, enquiryStage } from './stage.ts';

/** Small pieces the table, the phone cards and the open enquiry share. */

/**
 * Badge text darker than the theme's shade, for AA contrast (4.5:1) on white; badges are outlined, as light fills fail
 * it.
 */
export const readable = (colour: string) => `${colour}.9`;

/** The enquiry's stage as a pill, on one line and never cut. */
export function StageBadge({ enquiry }: { enquiry: EnquiryListItem }) {
  const { t } = useTranslation('enquiries');
  const stage = enquiryStage(enquiry);
  return (
    <Badge color={stage.colour} c={readable(stage.colour)} variant="outline" size="sm" miw="max-content">
      {t(stage.key)}
    </Badge>
  );
}

export function ImportantMark({ on }: { on: boolean }) {
  const { t } = useTranslation('enquiries');
  if (!on) return null;
  return (
    <Text span c="yellow.7" role="img" aria-label={t('statusFlags.important')}>
      ★
    </Text>
  );
}

/** A blue dot and, for screen readers, the word. */
export function UnreadMark({ unread }: { unread: boolean }) {
  const { t } = useTranslation('enquiries');
  if (!unread) return null;
  return (
    <>
      <span
        aria-hidden="true"
        style={{
          display: 'inline-block',
          width: 8,
          height: 8,
          borderRadius: 4,
          background: 'var(--mantine-color-pink-6)',
          flex: 'none',
        }}
      />
      <VisuallyHidden>{t('list.unread')}</VisuallyHidden>
    </>
  );
}

/** The couple's names (or the lock), as a link to the enquiry when `to` is given. */
export function CoupleName({ enquiry, to }: { enquiry: EnquiryListItem; to: string | null }) {
  const { t } = useTranslation('enquiries');
  const link = (text: ReactNode) =>
    to ? (
      <Anchor component={Link} to={to} c="inherit" fw="inherit" size="sm">
        {text}
      </Anchor>
    ) : (
      <Text span size="sm" fw="inherit">
        {text}
      </Text>
    );
  if (enquiry.locked) return <LockedCouple title={link(t('locked.title'))} enquiryId={enquiry.id} />;
  return (
    <Group gap={6} wrap="nowrap">
      <UnreadMark unread={!enquiry.enquiryRead} />
      {link(coupleNames(enquiry) ?? t('list.noName'))}
      <ImportantMark on={enquiry.important} />
    </Group>
  );
}

/**
 * The couple's preferred locations as small badges; one where the supplier is found (its county or a boosted one) is
 * filled and says "your area", so it shows at a glance.
 */
export function PreferredLocations({ locations }: { locations: readonly PreferredLocation[] }) {
  const { t } = useTranslation('enquiries');
  if (locations.length === 0) return null;
  // a county's name is read whole: the badge grows and wraps in a narrow column instead of cutting it short
  const whole = { root: { height: 'auto', maxWidth: '100%' }, label: { whiteSpace: 'normal', overflow: 'visible' } };
  return (
    <Group gap={4}>
      {locations.map(({ county, yourArea }) =>
        yourArea ? (
          <Badge
            key={county}
            variant="outline"
            color="teal"
            c={readable('teal')}
            size="sm"
            tt="none"
            title={t('detail.yourAreaHint', { county })}
            styles={whole}
            data-your-area
          >
            {county} · {t('detail.yourArea')}
          </Badge>
        ) : (
          <Badge key={county} variant="light" color="gray" c={readable('gray')} size="sm" tt="none" styles={whole}>
            {county}
          </Badge>
        ),
      )}
    </Group>
  );
}
