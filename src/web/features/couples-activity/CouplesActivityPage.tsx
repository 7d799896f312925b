import { Box, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { useSearchParams } from 'react-router';
import { canContactCouples, contactCouplesMinTier } from '../../../domain/enquiries/contact-couple.ts';
import { coupleActivityEvents, type CoupleActivityEvent } from '../../../domain/enquiries/couples-activity.ts';
import type { ActivityItem } from '../../../domain/enquiries/couples-activity-api.ts';
import { featureMinTier, hasFeatureAccess } from '../../../domain/feature-access.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { useIsPhone } from '../../ui/use-is-phone.ts';
import { coupleNames } from '../enquiries/stage.ts';
import { LockIcon } from '../shell/LockIcon.tsx';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { useActiveSupplier, type ActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useActivity, useContactCredits } from './activity-calls.ts';
import { activitySearch, parseActivityParams, type ActivityParams } from './activity-params.ts';
import { ActivityCards, ActivityTable } from './ActivityRows.tsx';
import { ContactCoupleModal } from './ContactCoupleModal.tsx';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';

/**
 * /couples-activity: what couples did around the supplier, 50 a page, and contacting them (spec sections 3, 6 and 7).
 */
export function CouplesActivityPage() {
  const { t } = useTranslation('couples');
  useDocumentTitle(t('activity.title'));
  const active = useActiveSupplier();
  if (!active) return null;
  const open = hasFeatureAccess('couplesActivity', active.features);
  return (
    <Stack gap="md">
      <Box>
        <Title order={1}>{t('activity.title')}</Title>
        <Text c="dimmed">{t('activity.intro')}</Text>
      </Box>
      {open ? <Activity active={active} /> : <Locked tier={featureMinTier('couplesActivity', active.features)} />}
    </Stack>
  );
}

function Locked({ tier }: { tier: Tier | null }) {
  const { t } = useTranslation('couples');
  const { t: tTiers } = useTranslation('tiers');
  return (
    tier && (
      <PersistentMessage
        theme="info"
        header={t('activity.locked.header', { tier: tTiers(`names.${tier}`) })}
        text={t('activity.locked.text')}
      />
    )
  );
}

function Activity({ active }: { active: ActiveSupplier }) {
  const { t } = useTranslation('couples');
  const phone = useIsPhone();
  const supplierId = active.supplier.id;
  const [search, setSearch] = useSearchParams();
  const params = parseActivityParams(search);
  const go = (next: ActivityParams) => setSearch(activitySearch(next));
  const contactOpen = canContactCouples(active.features);
  const activity = useActivity(supplierId, params);
  const credits = useContactCredits(supplierId, contactOpen);
  const [answering, setAnswering] = useState<ActivityItem | null>(null);
  const coupleLabel = (item: ActivityItem) => (item.couple && coupleNames(item.couple)) || t('activity.unknownCouple');
  const rows = {
    items: activity.data?.items ?? [],
    coupleLabel,
    canContact: contactOpen && active.canEdit,
    onContact: setAnswering,
  };

  return (
    <>
      <Group justify="space-between" align="flex-end" gap="md">
        <DeferredSelect
          label={t('activity.filter')}
          data={[
            { value: 'all', label: t('activity.all') },
            ...coupleActivityEvents.map((event) => ({ value: event, label: t(`activity.events.${event}`) })),
          ]}
          value={params.eventType ?? 'all'}
          onChange={(value) => go({ eventType: value === 'all' ? null : (value as CoupleActivityEvent), page: 1 })}
          allowDeselect={false}
          w={{ base: '100%', xs: 260 }}
        />
        {contactOpen ? (
          credits.data !== undefined && (
            <Text size="sm" c={credits.data === 0 ? 'red' : 'dimmed'} role="status">
              {credits.data === 0 ? t('contact.noCredits') : t('contact.credits', { count: credits.data })}
            </Text>
          )
        ) : (
          <ContactLock tier={contactCouplesMinTier(active.features)} />
        )}
      </Group>

      <QueryBody
        query={activity}
        loadingLabel={t('activity.loading')}
        failedHeader={t('activity.loadFailed')}
        isEmpty={(data) => data.items.length === 0}
        emptyText={t('activity.empty')}
      >
        {() => (phone ? <ActivityCards {...rows} /> : <ActivityTable {...rows} />)}
      </QueryBody>

      {activity.data && activity.data.totalPages > 1 && (
        <Group component="nav" aria-label={t('activity.pages')} justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('activity.page', { page: activity.data.page, totalPages: activity.data.totalPages })}
          </Text>
          <Pagination
            total={activity.data.totalPages}
            value={params.page}
            onChange={(page) => go({ ...params, page })}
            size="sm"
            siblings={phone ? 0 : 1}
            getControlProps={(control) => ({ 'aria-label': t(`activity.pageControls.${control}`) })}
            getItemProps={(page) => ({ 'aria-label': t('activity.pageNumber', { page }) })}
          />
        </Group>
      )}

      <ContactCoupleModal
        supplierId={supplierId}
        userId={active.viewer.user.id}
        item={answering}
        coupleLabel={coupleLabel}
        credits={credits.data}
        onClose={() => setAnswering(null)}
      />
    </>
  );
}

/** Contacting couples is above this tier: the padlock names the tier that opens it. */
function ContactLock({ tier }: { tier: Tier | null }) {
  const { t } = useTranslation('couples');
  const { t: tTiers } = useTranslation('tiers');
  if (!tier) return null;
  return (
    <Group gap={6} wrap="nowrap" c="dimmed">
      <LockIcon />
      <Text size="sm">{t('contact.locked', { tier: tTiers(`names.${tier}`) })}</Text>
      <UpgradeLink tier={tier} feature="contactCouples" />
    </Group>
  );
}
