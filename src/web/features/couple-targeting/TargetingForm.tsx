import { Button, Chip, Group, Paper, RangeSlider, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  guestRange,
  targetingBodyOf,
  targetingChoiceOf,
  targetingSeasons,
  targetingWeekdays,
  targetingYearOptions,
  type Targeting,
  type TargetingChoice,
} from '../../../domain/couple-targeting.ts';
import { budgetCap, formatBudgetAmount } from '../../../domain/enquiries/budget.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { ApiError } from '../../app/api.ts';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useTargetingMatches } from './targeting-calls.ts';

interface TargetingFormProps {
  saved: Targeting;
  supplierId: string;
  currency: string;
  canEdit: boolean;
  /** The tier guest targeting opens at, when the supplier's is lower. */
  guestsLockedBelow: Tier | null;
  onSave: (body: object) => Promise<unknown>;
}

/**
 * The targeting form (section 9's ranges and options) with the live count of the enquiries so far that
 * fit it, asked for once the choice has rested for a moment.
 */
export function TargetingForm({ saved, supplierId, currency, canEdit, guestsLockedBelow, onSave }: TargetingFormProps) {
  const { t } = useTranslation('coupleTargeting');
  const locale = useCurrentLocale();
  const [choice, setChoice] = useState<TargetingChoice>(() => targetingChoiceOf(saved, new Date()));
  const [busy, setBusy] = useState(false);
  const withGuests = guestsLockedBelow === null;
  const [resting] = useDebouncedValue(choice, 300);
  const previewBody = useMemo(() => targetingBodyOf(resting, withGuests), [resting, withGuests]);
  const matches = useTargetingMatches(supplierId, previewBody);
  const years = targetingYearOptions(new Date());
  const change = (part: Partial<TargetingChoice>) => setChoice((before) => ({ ...before, ...part }));
  const money = (amount: number) => formatBudgetAmount(amount, currency, locale);
  const guests = (n: number) => (n >= guestRange.max ? t('guestsAtLeast', { number: n }) : String(n));

  const save = async () => {
    setBusy(true);
    try {
      await onSave(targetingBodyOf(choice, withGuests));
      showSnackbar({ mode: 'success', text: t('saved') });
    } catch (error) {
      const key = error instanceof ApiError ? Object.values(error.fields)[0] : undefined;
      showSnackbar({ mode: 'error', text: t(key ?? 'common:errors.generic') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" role="status" aria-live="polite" aria-busy={matches.isFetching}>
        <Title order={2} size="h4">
          {t('matchesHeading')}
        </Title>
        {matches.data && matches.data.total > 0 ? (
          <Text size="xl" fw={700}>
            {t('matches', { matching: matches.data.matching, total: matches.data.total })}
          </Text>
        ) : (
          <Text>{matches.data ? t('noEnquiries') : matches.isError ? t('matchesFailed') : t('matchesLoading')}</Text>
        )}
      </Paper>

      <Field label={t('budget')} value={`${money(choice.budget[0])} – ${money(choice.budget[1])}`}>
        <RangeSlider
          min={0}
          max={budgetCap}
          step={500}
          value={choice.budget}
          onChange={(budget) => change({ budget })}
          // the value is written above the slider: a floating label would run off a phone's edge at the cap
          label={null}
          thumbValueText={money}
          disabled={!canEdit || busy}
          thumbFromLabel={t('budgetFrom')}
          thumbToLabel={t('budgetTo')}
        />
      </Field>

      <Field label={t('guests')} value={`${guests(choice.guests[0])} – ${guests(choice.guests[1])}`}>
        <RangeSlider
          min={guestRange.min}
          max={guestRange.max}
          step={10}
          value={choice.guests}
          onChange={(range) => change({ guests: range })}
          label={null}
          thumbValueText={guests}
          disabled={!canEdit || busy || !withGuests}
          thumbFromLabel={t('guestsFrom')}
          thumbToLabel={t('guestsTo')}
        />
        {guestsLockedBelow && (
          <FeatureLock
            title={t('guestsLocked', { tier: t(`tiers:names.${guestsLockedBelow}`) })}
            tier={guestsLockedBelow}
            feature="guestTargeting"
            preview={false}
          />
        )}
      </Field>

      <Options
        label={t('season')}
        value={choice.season}
        options={targetingSeasons.map((s) => [s, t(`seasons.${s}`)])}
        disabled={!canEdit || busy}
        onChange={(season) => change({ season: season as TargetingChoice['season'] })}
      />
      <Options
        label={t('weekday')}
        value={choice.weekday}
        options={targetingWeekdays.map((w) => [w, t(`weekdays.${w}`)])}
        disabled={!canEdit || busy}
        onChange={(weekday) => change({ weekday: weekday as TargetingChoice['weekday'] })}
      />
      <Options
        label={t('year')}
        value={String(choice.year)}
        options={[
          ['all', t('years.all')],
          ...years.map((y, i): [string, string] => [
            String(y),
            i === years.length - 1 ? t('years.orLater', { year: y }) : String(y),
          ]),
        ]}
        disabled={!canEdit || busy}
        onChange={(year) => change({ year: year === 'all' ? 'all' : Number(year) })}
      />

      {canEdit && (
        <Button style={{ alignSelf: 'flex-start' }} loading={busy} onClick={() => void save()}>
          {t('save')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * A labelled part of the form with its current value in words (a slider's value is not readable at a glance on a
 * phone).
 */
function Field({ label, value, children }: { label: string; value: string; children: ReactNode }) {
  const id = useId();
  return (
    <Stack gap={6} role="group" aria-labelledby={id}>
      <Group justify="space-between" gap="xs">
        <Text id={id} fw={600}>
          {label}
        </Text>
        <Text size="sm">{value}</Text>
      </Group>
      {children}
    </Stack>
  );
}

interface OptionsProps {
  label: string;
  value: string;
  options: [string, string][];
  disabled: boolean;
  onChange: (value: string) => void;
}

/** One choice of several, as chips in a labelled radio group. */
function Options({ label, value, options, disabled, onChange }: OptionsProps) {
  const id = useId();
  return (
    <Stack gap={6}>
      <Text id={id} fw={600}>
        {label}
      </Text>
      <Chip.Group multiple={false} value={value} onChange={onChange}>
        <Group gap="xs" role="radiogroup" aria-labelledby={id}>
          {options.map(([option, text]) => (
            <Chip key={option} value={option} disabled={disabled}>
              {text}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Stack>
  );
}
