import { Alert, Box, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Endorsement } from '../../../domain/endorsements.ts';
import { AddUpToLimit, CardList } from '../../ui/CardList.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { EndorsementCard } from './EndorsementCard.tsx';
import { useEndorsements } from './endorsement-calls.ts';

// the form (its inputs and the schema that checks it) is fetched when a testimonial is added or edited
const EndorsementForm = lazy(async () => ({ default: (await import('./EndorsementForm.tsx')).EndorsementForm }));

/** /endorsements: the supplier's testimonials (spec: "Testimonials"). */
export function EndorsementsPage() {
  const { t } = useTranslation('endorsements');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  if (!active) return null;
  // a supplier switch starts again with that supplier's list
  return <EndorsementsScreen key={active.supplier.id} supplierId={active.supplier.id} canEdit={active.canEdit} />;
}

function EndorsementsScreen({ supplierId, canEdit }: { supplierId: string; canEdit: boolean }) {
  const { t } = useTranslation('endorsements');
  const calls = useEndorsements(supplierId);
  const [editing, setEditing] = useState<Endorsement | 'new' | null>(null);

  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Box>
      {!canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
      <QueryBody
        query={calls.query}
        loadingLabel={t('loading')}
        failedHeader={t('loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {({ endorsements, max }) => (
          <SectionCard id="endorsement-list" title={t('listHeading', { count: endorsements.length })}>
            {endorsements.length === 0 && <Text>{t(canEdit ? 'empty' : 'emptyReadOnly')}</Text>}
            {endorsements.length > 0 && (
              <CardList label={t('listLabel')}>
                {endorsements.map((item) => (
                  <EndorsementCard
                    key={item.id}
                    item={item}
                    calls={calls}
                    canEdit={canEdit}
                    onEdit={() => setEditing(item)}
                  />
                ))}
              </CardList>
            )}
            {canEdit && (
              <AddUpToLimit
                count={endorsements.length}
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
          <EndorsementForm
            item={editing === 'new' ? null : editing}
            onSave={(body) => calls.save.mutateAsync(body)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
