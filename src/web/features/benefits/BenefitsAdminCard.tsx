import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminBenefit } from '../../../domain/benefits-api.ts';
import { formatDate } from '../../../domain/format.ts';
import { CardList } from '../../ui/CardList.tsx';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useAdminBenefits, type AdminBenefitCalls } from './benefit-calls.ts';

// the form (its inputs and the schema that checks it) is fetched when a benefit is added or edited
const BenefitForm = lazy(async () => ({ default: (await import('./BenefitForm.tsx')).BenefitForm }));

/** The admin panel's member benefits (issue 33): the platform's, not the selected supplier's; add, edit, retire. */
export function BenefitsAdminCard() {
  const { t } = useTranslation('benefits');
  const calls = useAdminBenefits();
  const [editing, setEditing] = useState<AdminBenefit | 'new' | null>(null);
  return (
    <SectionCard id="admin-benefits" title={t('admin.title')}>
      <Text size="sm" c="dimmed">
        {t('admin.intro')}
      </Text>
      <QueryBody
        query={calls.query}
        loadingLabel={t('admin.loading')}
        failedHeader={t('admin.loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {({ benefits }) =>
          benefits.length === 0 ? (
            <Text size="sm">{t('admin.empty')}</Text>
          ) : (
            <CardList label={t('admin.listLabel')}>
              {benefits.map((benefit) => (
                <AdminBenefitRow key={benefit.id} benefit={benefit} calls={calls} onEdit={() => setEditing(benefit)} />
              ))}
            </CardList>
          )
        }
      </QueryBody>
      <Group>
        <Button onClick={() => setEditing('new')}>{t('admin.add')}</Button>
      </Group>
      {editing && (
        <Suspense fallback={null}>
          <BenefitForm
            item={editing === 'new' ? null : editing}
            onSave={(body) => calls.save.mutateAsync(body)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </SectionCard>
  );
}

function AdminBenefitRow({
  benefit,
  calls,
  onEdit,
}: {
  benefit: AdminBenefit;
  calls: AdminBenefitCalls;
  onEdit: () => void;
}) {
  const { t } = useTranslation('benefits');
  const { t: tCategories } = useTranslation('categories');
  const locale = useCurrentLocale();
  const [confirming, setConfirming] = useState(false);
  const retired = benefit.retiredAt !== null;
  const facts = [
    benefit.countries.join(', '),
    benefit.categories.length === 0
      ? t('admin.allCategories')
      : benefit.categories.map((category) => tCategories(category)).join(', '),
    benefit.code ?? t('admin.noCode'),
    benefit.endsOn &&
      t('admin.endsOn', {
        date: formatDate(`${benefit.endsOn}T12:00:00Z`, locale, { dateStyle: 'medium', timeZone: 'UTC' }),
      }),
  ].filter(Boolean);
  return (
    <Paper component="li" withBorder p="sm" radius="md" bg={retired ? 'gray.0' : undefined}>
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {benefit.partnerName}: {benefit.title}
          </Text>
          {retired && (
            <Badge color="gray" c="dark.7" variant="light" tt="none">
              {t('admin.retired')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {facts.join(' · ')}
        </Text>
        <Text size="sm">{t('admin.usedBy', { count: benefit.usedBy })}</Text>
      </Stack>
      {!retired && (
        <Group gap="xs" mt="xs">
          <Button
            variant="default"
            size="xs"
            h={34}
            onClick={onEdit}
            aria-label={t('admin.editNamed', { title: benefit.title })}
          >
            {t('admin.edit')}
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="xs"
            h={34}
            loading={calls.retire.isPending && calls.retire.variables === benefit.id}
            onClick={() => setConfirming(true)}
            aria-label={t('admin.retireNamed', { title: benefit.title })}
          >
            {t('admin.retire')}
          </Button>
          <ConfirmDelete
            opened={confirming}
            name={benefit.title}
            wording={{
              label: t('admin.retire'),
              labelNamed: (title) => t('admin.retireNamed', { title }),
              confirmTitle: t('admin.retireNamed', { title: benefit.title }),
              confirmText: (title) => t('admin.retireConfirm', { title }),
            }}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              setConfirming(false);
              calls.retire.mutate(benefit.id, {
                onSuccess: () => showSnackbar({ mode: 'success', text: t('admin.retiredDone') }),
                onError: () => showSnackbar({ mode: 'error', text: t('common:errors.generic') }),
              });
            }}
          />
        </Group>
      )}
    </Paper>
  );
}
