import { Alert, Box, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFeatureOffered, lockedBelow } from '../../../domain/feature-access.ts';
import type { RealWedding } from '../../../domain/real-weddings/real-weddings-api.ts';
import { linkedRoleFor, taggingRequired } from '../../../domain/real-weddings/real-weddings.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { AddUpToLimit, CardList } from '../../ui/CardList.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { RealWeddingCard, TaggedCard } from './RealWeddingCard.tsx';
import { useRealWeddings } from './real-wedding-calls.ts';

// the form (its inputs, the supplier search and the schema that checks it) is fetched when one is added or edited
const RealWeddingForm = lazy(async () => ({ default: (await import('./RealWeddingForm.tsx')).RealWeddingForm }));

/**
 * /real-weddings: weddings the supplier worked on, crediting the other supplier, and those that credit it (spec "Real
 * wedding").
 */
export function RealWeddingsPage() {
  const { t } = useTranslation('realWeddings');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  if (!active) return null;
  const { category } = active.supplier;
  const offered = isFeatureOffered('realWeddings', active.features);
  const locked = lockedBelow('realWeddings', active.features);
  // a supplier switch starts again with that supplier's lists
  return (
    <RealWeddingsScreen
      key={active.supplier.id}
      supplierId={active.supplier.id}
      category={category}
      canEdit={active.canEdit}
      offered={offered}
      lockedBelow={locked}
    />
  );
}

interface RealWeddingsScreenProps {
  supplierId: string;
  category: string;
  canEdit: boolean;
  offered: boolean;
  lockedBelow: Tier | null;
}

function RealWeddingsScreen(props: RealWeddingsScreenProps) {
  const { supplierId, category, canEdit, offered, lockedBelow } = props;
  const { t } = useTranslation('realWeddings');
  const calls = useRealWeddings(supplierId);
  const [editing, setEditing] = useState<RealWedding | 'new' | null>(null);
  const linkedRole = linkedRoleFor(category);
  const canAdd = canEdit && offered && !lockedBelow;

  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Box>
      {!canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
      {!offered && <Alert color="gray">{t('notOffered')}</Alert>}
      {lockedBelow && (
        <FeatureLock
          title={t('locked', { tier: t(`tiers:names.${lockedBelow}`) })}
          tier={lockedBelow}
          feature="realWeddings"
        />
      )}
      <QueryBody
        query={calls.query}
        loadingLabel={t('loading')}
        failedHeader={t('loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {({ realWeddings, taggedIn, max }) => (
          <Stack gap="lg">
            {taggedIn.length > 0 && (
              <SectionCard id="real-weddings-tagged" title={t('tagged.heading', { count: taggedIn.length })}>
                <Text size="sm">{t('tagged.intro')}</Text>
                <CardList label={t('tagged.heading', { count: taggedIn.length })}>
                  {taggedIn.map((item) => (
                    <TaggedCard key={item.id} item={item} calls={calls} canEdit={canEdit} />
                  ))}
                </CardList>
              </SectionCard>
            )}
            {offered && (realWeddings.length > 0 || !lockedBelow) && (
              <SectionCard id="real-weddings-own" title={t('own.heading', { count: realWeddings.length })}>
                {linkedRole && (
                  <Text size="sm">{t(taggingRequired(category) ? 'own.ruleRequired' : 'own.ruleOptional')}</Text>
                )}
                {realWeddings.length === 0 && <Text>{t('own.empty')}</Text>}
                {realWeddings.length > 0 && (
                  <CardList label={t('own.listLabel')}>
                    {realWeddings.map((item) => (
                      <RealWeddingCard
                        key={item.id}
                        item={item}
                        calls={calls}
                        canEdit={canAdd}
                        onEdit={() => setEditing(item)}
                      />
                    ))}
                  </CardList>
                )}
                {canAdd && (
                  <AddUpToLimit
                    count={realWeddings.length}
                    max={max}
                    label={t('add')}
                    limitText={t('errors.limit', { max })}
                    onAdd={() => setEditing('new')}
                  />
                )}
              </SectionCard>
            )}
          </Stack>
        )}
      </QueryBody>
      {editing && linkedRole && (
        <Suspense fallback={null}>
          <RealWeddingForm
            supplierId={supplierId}
            category={category}
            item={editing === 'new' ? null : editing}
            calls={calls}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
