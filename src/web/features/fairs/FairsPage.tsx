import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lockedBelow } from '../../../domain/feature-access.ts';
import type { Fair } from '../../../domain/fairs-api.ts';
import { isPastFair } from '../../../domain/fairs.ts';
import { localDayIn } from '../../../domain/local-day.ts';
import { formatDate } from '../../../domain/format.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { AddUpToLimit, CardList } from '../../ui/CardList.tsx';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useFairs, type FairCalls } from './fair-calls.ts';

// the form (its inputs and the schema that checks it) is fetched when a fair is added or edited
const FairForm = lazy(async () => ({ default: (await import('./FairForm.tsx')).FairForm }));

/** /fairs: the wedding fairs the supplier exhibits at (spec "Wedding fair"; tier lite). */
export function FairsPage() {
  const { t } = useTranslation('fairs');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  if (!active) return null;
  // a supplier switch starts again with that supplier's fairs
  return (
    <FairsScreen
      key={active.supplier.id}
      supplierId={active.supplier.id}
      country={active.supplier.l10n.country}
      canEdit={active.canEdit}
      lockedBelow={lockedBelow('fairs', active.features)}
    />
  );
}

function FairsScreen({
  supplierId,
  country,
  canEdit,
  lockedBelow,
}: {
  supplierId: string;
  country: string;
  canEdit: boolean;
  lockedBelow: Tier | null;
}) {
  const { t } = useTranslation('fairs');
  const calls = useFairs(supplierId);
  const [editing, setEditing] = useState<Fair | 'new' | null>(null);
  const canChange = canEdit && !lockedBelow;
  const today = localDayIn(country, new Date());
  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Box>
      {!canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
      {lockedBelow && (
        <FeatureLock
          title={t('locked', { tier: t(`tiers:names.${lockedBelow}`) })}
          tier={lockedBelow}
          feature="fairs"
        />
      )}
      <QueryBody
        query={calls.query}
        loadingLabel={t('loading')}
        failedHeader={t('loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {({ fairs, max }) => (
          <SectionCard id="fair-list" title={t('listHeading', { count: fairs.length })}>
            {fairs.length === 0 && <Text>{t('empty')}</Text>}
            {fairs.length > 0 && (
              <CardList label={t('listLabel')}>
                {fairs.map((fair) => (
                  <FairCard
                    key={fair.id}
                    fair={fair}
                    past={isPastFair(fair, today)}
                    calls={calls}
                    canEdit={canChange}
                    onEdit={() => setEditing(fair)}
                  />
                ))}
              </CardList>
            )}
            {canChange && (
              <AddUpToLimit
                count={fairs.length}
                max={max}
                label={t('add')}
                limitText={t('errors.limit', { max })}
                onAdd={() => setEditing('new')}
              />
            )}
          </SectionCard>
        )}
      </QueryBody>
      {editing && (
        <Suspense fallback={null}>
          <FairForm
            item={editing === 'new' ? null : editing}
            onSave={(body) => calls.save.mutateAsync(body)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

interface FairCardProps {
  fair: Fair;
  past: boolean;
  calls: FairCalls;
  canEdit: boolean;
  onEdit: () => void;
}

/** One fair with its days; a past one greyed, as kept history. */
function FairCard({ fair, past, calls, canEdit, onEdit }: FairCardProps) {
  const { t } = useTranslation('fairs');
  const locale = useCurrentLocale();
  const [confirming, setConfirming] = useState(false);
  const days = fair.dates.map((date) =>
    formatDate(`${date}T12:00:00Z`, locale, { dateStyle: 'full', timeZone: 'UTC' }),
  );
  return (
    <Paper component="li" withBorder p="md" radius="md" bg={past ? 'gray.0' : undefined}>
      <Stack gap={4} c={past ? 'dimmed' : undefined}>
        <Group gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {fair.name}
          </Title>
          {past && (
            <Badge color="gray" c="dark.7" variant="light" tt="none">
              {t('past')}
            </Badge>
          )}
        </Group>
        <Text size="sm" fw={600}>
          {days.join(' · ')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {fair.description}
        </Text>
      </Stack>
      {canEdit && (
        <Group gap="xs" mt="sm">
          <Button variant="default" size="xs" h={34} onClick={onEdit} aria-label={t('editNamed', { name: fair.name })}>
            {t('edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            h={34}
            loading={calls.remove.isPending && calls.remove.variables === fair.id}
            onClick={() => setConfirming(true)}
            aria-label={t('deleteNamed', { name: fair.name })}
          >
            {t('common:delete')}
          </Button>
          <ConfirmDelete
            opened={confirming}
            name={fair.name}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              calls.remove.mutate(fair.id, {
                onSuccess: () => showSnackbar({ mode: 'success', text: t('deleted') }),
                onError: () => showSnackbar({ mode: 'error', text: t('common:errors.generic') }),
              });
            }}
          />
        </Group>
      )}
    </Paper>
  );
}
