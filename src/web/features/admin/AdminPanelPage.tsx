import { Box, Button, Checkbox, Group, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trialDays } from '../../../domain/trial.ts';
import { Navigate } from 'react-router';
import { formatDate } from '../../../domain/format.ts';
import {
  boostLabel,
  runningSearchBoost,
  searchBoostValues,
  type SearchBoostValue,
} from '../../../domain/search-boost.ts';
import type { ActionFlags } from '../../../domain/supplier-admin.ts';
import { venueTypeFlags } from '../../../domain/listing/venue-sections.ts';
import { tiers, type Tier } from '../../../domain/tiers.ts';
import type { SupplierView } from '../../../domain/viewer.ts';
import { DeferredSelect } from '../../ui/DeferredSelect.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { BenefitsAdminCard } from '../benefits/BenefitsAdminCard.tsx';
import { AuditLogCard } from './AuditLogCard.tsx';
import { SpamReportsCard } from './SpamReportsCard.tsx';
import { useAdminChange } from './supplier-admin-calls.ts';
import { UnlinkUsersCard } from './UnlinkUsersCard.tsx';

/**
 * /admin-panel: a platform admin's controls of the supplier they work as (spec sections 4 and 6), each change audited.
 */
export function AdminPanelPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('panel.title'));
  const active = useActiveSupplier();
  if (!active) return null;
  // the controls are platform admins' only (the server says 403 to anyone else)
  if (!active.viewer.user.isPlatformAdmin) return <Navigate to="/" replace />;
  const { supplier } = active;
  return (
    <Stack gap="lg" maw={880}>
      <Box>
        <Title order={1}>{t('panel.title')}</Title>
        <Text c="dimmed">{t('panel.intro', { supplier: supplier.name })}</Text>
      </Box>
      <TierCard supplier={supplier} />
      <DemoModeCard supplier={supplier} />
      <SearchBoostCard supplier={supplier} />
      <ActionsCard supplier={supplier} />
      <UnlinkUsersCard supplierId={supplier.id} />
      <SpamReportsCard supplierId={supplier.id} />
      <AuditLogCard supplierId={supplier.id} />
      <BenefitsAdminCard />
    </Stack>
  );
}

/** Runs a change with the snackbar saying it worked or not. */
function useChange<V extends object>(supplierId: string, path: string) {
  const { t } = useTranslation('admin');
  const mutation = useAdminChange<V>(supplierId, path);
  const run = (values: V) =>
    mutation.mutate(values, {
      onSuccess: () => showSnackbar({ mode: 'success', text: t('panel.saved') }),
      onError: () => showSnackbar({ mode: 'error', text: t('panel.failed') }),
    });
  return { run, busy: mutation.isPending };
}

function useTierOptions() {
  const { t } = useTranslation('tiers');
  return tiers.map((tier) => ({ value: tier, label: t(`names.${tier}`) }));
}

function TierCard({ supplier }: { supplier: SupplierView }) {
  const { t } = useTranslation('admin');
  const locale = useCurrentLocale();
  const { premium } = supplier.admin;
  const [tier, setTier] = useState<Tier>(premium.tier);
  const tierChange = useChange<{ tier: Tier }>(supplier.id, 'premium');
  const trial = useChange<{ active: boolean }>(supplier.id, 'trial');
  const tierOptions = useTierOptions();
  const date = (value: string | null) => (value ? formatDate(value, locale) : t('panel.never'));
  return (
    <SectionCard id="admin-tier" title={t('panel.tier.title')}>
      <Group align="flex-end" gap="sm">
        <DeferredSelect
          label={t('panel.tier.label')}
          data={tierOptions}
          value={tier}
          onChange={(value) => value && setTier(value as Tier)}
          allowDeselect={false}
          w={220}
        />
        <Button onClick={() => tierChange.run({ tier })} loading={tierChange.busy} disabled={tier === premium.tier}>
          {t('panel.tier.submit')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('panel.tier.facts', {
          active: t(premium.active ? 'panel.yes' : 'panel.no'),
          created: date(premium.createdAt),
          updated: date(premium.updatedAt),
        })}
      </Text>
      <Switch
        label={t('panel.trial.label', { days: trialDays })}
        description={
          premium.trial.activatedAt
            ? t('panel.trial.since', {
                date: date(premium.trial.activatedAt),
                end: date(premium.trial.endsAt),
                count: premium.extendedCount,
              })
            : undefined
        }
        checked={premium.trial.active}
        disabled={trial.busy}
        onChange={(event) => trial.run({ active: event.currentTarget.checked })}
      />
    </SectionCard>
  );
}

function DemoModeCard({ supplier }: { supplier: SupplierView }) {
  const { t } = useTranslation('admin');
  const { demoMode } = supplier.admin;
  const [tier, setTier] = useState<Tier>(demoMode.tier ?? 'expert');
  const change = useChange<{ enabled: boolean; tier?: Tier }>(supplier.id, 'demo-mode');
  const tierOptions = useTierOptions();
  return (
    <SectionCard id="admin-demo" title={t('panel.demo.title')}>
      <Text size="sm" c="dimmed">
        {t('panel.demo.intro')}
      </Text>
      <Group align="flex-end" gap="sm">
        <DeferredSelect
          label={t('panel.demo.tier')}
          data={tierOptions}
          value={tier}
          onChange={(value) => value && setTier(value as Tier)}
          allowDeselect={false}
          w={220}
        />
        <Button onClick={() => change.run({ enabled: true, tier })} loading={change.busy}>
          {t(demoMode.active ? 'panel.demo.switch' : 'panel.demo.enable')}
        </Button>
        {demoMode.active && (
          <Button variant="default" onClick={() => change.run({ enabled: false })} loading={change.busy}>
            {t('panel.demo.disable')}
          </Button>
        )}
      </Group>
    </SectionCard>
  );
}

type BoostMode = 'none' | 'generic' | 'type';

function SearchBoostCard({ supplier }: { supplier: SupplierView }) {
  const { t } = useTranslation('admin');
  const { t: tFlags } = useTranslation('listingFlags');
  const { searchBoostEndsAt } = supplier.admin;
  // a bought boost counts until its end; saving here makes the boost the admin's, without an end
  const current = runningSearchBoost(
    { ...supplier.admin, searchBoostEndsAt: searchBoostEndsAt ? new Date(searchBoostEndsAt) : null },
    new Date(),
  );
  const locale = useCurrentLocale();
  const [mode, setMode] = useState<BoostMode>(current.mode);
  const [value, setValue] = useState<SearchBoostValue>(current.mode === 'none' ? 100 : current.value);
  const [venueType, setVenueType] = useState(current.mode === 'type' ? current.venueType : '');
  const change = useChange<object>(supplier.id, 'search-boost');
  const submit = () =>
    change.run(mode === 'none' ? { mode } : mode === 'generic' ? { mode, value } : { mode, value, venueType });
  return (
    <SectionCard id="admin-boost" title={t('panel.boost.title')}>
      <SegmentedControl
        aria-label={t('panel.boost.mode')}
        value={mode}
        onChange={(next) => setMode(next)}
        // only a venue has a venue type to be boosted for
        data={(supplier.isVenue ? (['none', 'generic', 'type'] as const) : (['none', 'generic'] as const)).map(
          (option) => ({ value: option, label: t(`panel.boost.modes.${option}`) }),
        )}
      />
      {current.mode !== 'none' && searchBoostEndsAt && (
        <Text size="sm" c="dimmed">
          {t('panel.boost.bought', { date: formatDate(searchBoostEndsAt, locale) })}
        </Text>
      )}
      {mode !== 'none' && (
        <Group align="flex-end" gap="sm">
          <DeferredSelect
            label={t('panel.boost.value')}
            data={searchBoostValues.map((option) => ({
              value: String(option),
              label: `${boostLabel(option)} (${option})`,
            }))}
            value={String(value)}
            onChange={(next) => next && setValue(Number(next) as SearchBoostValue)}
            allowDeselect={false}
            w={220}
          />
          {mode === 'type' && (
            <DeferredSelect
              label={t('panel.boost.venueType')}
              data={venueTypeFlags.map((flag) => ({ value: flag, label: tFlags(`flags.${flag}`) }))}
              value={venueType || null}
              onChange={(next) => setVenueType(next ?? '')}
              w={220}
            />
          )}
        </Group>
      )}
      <Group>
        <Button onClick={submit} loading={change.busy}>
          {t('panel.boost.submit')}
        </Button>
      </Group>
    </SectionCard>
  );
}

function ActionsCard({ supplier }: { supplier: SupplierView }) {
  const { t } = useTranslation('admin');
  const [flags, setFlags] = useState<ActionFlags>(supplier.admin.actions);
  const change = useChange<ActionFlags>(supplier.id, 'actions');
  const flag = (key: keyof ActionFlags) => (
    <Checkbox
      key={key}
      label={t(`panel.actions.${key}`)}
      checked={flags[key]}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setFlags((current) => ({ ...current, [key]: checked }));
      }}
    />
  );
  return (
    <SectionCard id="admin-actions" title={t('panel.actions.title')}>
      {flag('checked')}
      {flag('searchable')}
      {flag('deleted')}
      {flags.deleted && !supplier.admin.actions.deleted && (
        <Text size="sm" c="red.8">
          {t('panel.actions.deletedWarning')}
        </Text>
      )}
      <Group>
        <Button onClick={() => change.run(flags)} loading={change.busy}>
          {t('panel.actions.submit')}
        </Button>
      </Group>
    </SectionCard>
  );
}
