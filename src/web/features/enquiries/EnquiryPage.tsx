import { Anchor, Badge, Box, Button, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { EnquiryDetail, WeddingSummary } from '../../../domain/enquiries/inbox.ts';
import { ApiError } from '../../app/api.ts';
import { FactList } from '../../ui/FactList.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useEnquiry, useTeam } from './enquiry-calls.ts';
import { ImportantMark, PreferredLocations, readable, StageBadge } from './EnquiryBits.tsx';
import { enquiryManagerPath, enquiryPath, listSearch, parseListParams, type ListParams } from './list-params.ts';
import { LockedCouple } from './LockedCouple.tsx';
import { ConversationPanel } from './ConversationPanel.tsx';
import { NotesPanel } from './NotesPanel.tsx';
import { OwnerSelect } from './OwnerSelect.tsx';
import { ProgressPanel } from './ProgressPanel.tsx';
import { coupleNames } from './stage.ts';
import { TierLock } from './TierLock.tsx';
import { useMarkChange, useOwnerChange } from './use-enquiry-changes.ts';
import { useEnquiryGates, type EnquiryGates } from './use-enquiry-gates.ts';
import { useEnquiryFormat } from './use-enquiry-format.ts';
import { RequestReviewCard } from '../reviews/RequestReviewCard.tsx';
import { SpamPanel } from './SpamPanel.tsx';
import { QuotesPanel } from '../quotes/QuotesPanel.tsx';

/** /enquiry-manager/{id}: one enquiry, opened from a view of the list (?view=&owner=, for "next"). */
export function EnquiryPage() {
  const { t } = useTranslation('enquiries');
  useDocumentTitle(t('detail.title'));
  const gates = useEnquiryGates();
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  if (!gates) return null;
  const parsed = parseListParams(search);
  const params = gates.owner.open ? parsed : { ...parsed, owner: 'all' };
  return <OpenEnquiry key={id} gates={gates} enquiryId={id} params={params} />;
}

function OpenEnquiry({ gates, enquiryId, params }: { gates: EnquiryGates; enquiryId: string; params: ListParams }) {
  const { t } = useTranslation('enquiries');
  const navigate = useNavigate();
  const supplierId = gates.supplier.id;
  const query = useEnquiry(supplierId, enquiryId, params.view, params.owner);
  const team = useTeam(supplierId, gates.owner.open);
  const mark = useMarkChange(supplierId, enquiryId, gates.actor);
  const owner = useOwnerChange(supplierId, enquiryId, gates.actor, team.data?.members ?? []);
  const backTo = `${enquiryManagerPath}${listSearch(params)}`;
  const missing = query.error instanceof ApiError && query.error.status === 404;

  // spec: an enquiry that cannot be fetched sends the user back to the enquiries manager
  useEffect(() => {
    if (!missing) return;
    showSnackbar({ mode: 'info', text: t('detail.notFound') });
    // navigate settles with the navigation; a failed screen shows its route's error element
    void navigate(backTo, { replace: true });
  }, [missing, backTo, navigate, t]);

  if (query.isPending || missing) {
    return (
      <Center py="xl" role="status" aria-label={t('detail.loading')}>
        <Loader />
      </Center>
    );
  }
  if (query.isError) {
    const tierLocked = query.error instanceof ApiError && query.error.code === 'tier-required';
    if (tierLocked) return <TierLock gate={gates.details} feature="enquiryDetails" />;
    return (
      <PersistentMessage
        theme="error"
        header={t('detail.loadFailed')}
        text={t('failures.failed')}
        buttons={[{ label: t('list.retry'), onClick: () => void query.refetch() }]}
      />
    );
  }

  const { supplierWedding: enquiry, next, weddingSummary } = query.data;
  const spamPanel = <SpamPanel supplierId={supplierId} enquiry={enquiry} canEdit={gates.canEdit} />;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Box>
          <Anchor component={Link} to={backTo} size="sm">
            {t('detail.back')}
          </Anchor>
          <Group gap="xs" mt={4}>
            <Title order={1}>{enquiry.locked ? t('locked.title') : (coupleNames(enquiry) ?? t('list.noName'))}</Title>
            <ImportantMark on={enquiry.important} />
            <StageBadge enquiry={enquiry} />
          </Group>
          <EnquiryFacts enquiry={enquiry} gates={gates} />
        </Box>
        {next ? (
          <Button component={Link} to={enquiryPath(next, params)} variant="light">
            {t('detail.next')}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {t('detail.lastOfView')}
          </Text>
        )}
      </Group>

      {gates.actor.isPlatformAdmin && (
        <PersistentMessage theme="info" header={t('detail.adminHeader')} text={t('detail.adminText')} />
      )}

      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <CoupleCard enquiry={enquiry} />
            <ConversationPanel enquiry={enquiry} gates={gates} />
            {/* a locked enquiry hides its couple, whom a quote names */}
            {!enquiry.locked && (
              <QuotesPanel supplierId={supplierId} enquiryId={enquiry.id} gate={gates.quotes} canEdit={gates.canEdit} />
            )}
            <WeddingCard enquiry={enquiry} summary={weddingSummary} gates={gates} />
            <NotesPanel enquiry={enquiry} gates={gates} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            {/* a spam enquiry shows why first, and the way back to the inbox */}
            {enquiry.spam && spamPanel}
            <ProgressPanel enquiry={enquiry} canEdit={gates.canEdit} onChange={(change) => mark.mutate(change)} />
            <OwnerSelect
              enquiry={enquiry}
              gate={gates.owner}
              team={team.data?.members ?? []}
              canEdit={gates.canEdit}
              onChange={(id) => owner.mutate(id)}
            />
            {!enquiry.spam && spamPanel}
            {enquiry.progress.includes('booked') && (
              <RequestReviewCard supplierId={supplierId} weddingId={enquiry.wedding} canEdit={gates.canEdit} />
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function EnquiryFacts({ enquiry, gates }: { enquiry: EnquiryDetail; gates: EnquiryGates }) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const facts = [t('detail.received', { instant: format.instant(enquiry.createdAt) })];
  if (gates.source.open && enquiry.source) facts.push(t('detail.source', { source: t(`sources.${enquiry.source}`) }));
  if (enquiry.contactedCoupleTime)
    facts.push(t('detail.contacted', { instant: format.instant(enquiry.contactedCoupleTime) }));
  return (
    <Text size="sm" c="dimmed" mt={4}>
      {facts.join(' · ')}
    </Text>
  );
}

function CoupleCard({ enquiry }: { enquiry: EnquiryDetail }) {
  const { t } = useTranslation('enquiries');
  if (enquiry.locked) {
    return (
      <SectionCard id="enquiry-couple" title={t('detail.couple')}>
        <LockedCouple enquiryId={enquiry.id} />
      </SectionCard>
    );
  }
  return (
    <SectionCard id="enquiry-couple" title={t('detail.couple')}>
      <FactList
        empty={t('list.unknown')}
        rows={[
          [t('detail.names'), coupleNames(enquiry) ?? t('list.noName')],
          [t('detail.email'), enquiry.email && <Anchor href={`mailto:${enquiry.email}`}>{enquiry.email}</Anchor>],
          [
            t('detail.phone'),
            enquiry.phone && <Anchor href={`tel:${enquiry.phone.replace(/[^\d+]/g, '')}`}>{enquiry.phone}</Anchor>,
          ],
        ]}
      />
      <Box>
        <Text fw={600} size="sm">
          {t('detail.message')}
        </Text>
        <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
          {enquiry.message || t('detail.noMessage')}
        </Text>
      </Box>
    </SectionCard>
  );
}

function WeddingCard({
  enquiry,
  summary,
  gates,
}: {
  enquiry: EnquiryDetail;
  summary: WeddingSummary;
  gates: EnquiryGates;
}) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const guests =
    enquiry.guestsInitialTarget && enquiry.guestsInitialTarget !== String(enquiry.guests.estimate)
      ? t('detail.guestsWords', { guests: format.guests(enquiry), words: enquiry.guestsInitialTarget })
      : format.guests(enquiry);
  const tags = (list: string[]) =>
    list.length === 0 ? null : (
      <Group gap={4}>
        {list.map((tag) => (
          <Badge key={tag} variant="light" color="gray" c={readable('gray')} size="sm" tt="none">
            {tag}
          </Badge>
        ))}
      </Group>
    );
  return (
    <SectionCard id="enquiry-wedding" title={t('detail.wedding')}>
      <FactList
        empty={t('list.unknown')}
        rows={[
          [t('columns.weddingDate'), format.weddingDate(enquiry)],
          [t('columns.guests'), guests],
          [
            t('columns.budget'),
            <Group gap="xs" key="budget">
              <span>{summary.budgetRangeLabel ?? t('list.unknown')}</span>
              <TierLock gate={gates.budgetMatch} feature="premiumEnquiries" />
              {enquiry.budgetMatch !== null && (
                <Badge
                  size="sm"
                  variant="outline"
                  color={enquiry.budgetMatch ? 'teal' : 'gray'}
                  c={readable(enquiry.budgetMatch ? 'teal' : 'gray')}
                  tt="none"
                >
                  {t(enquiry.budgetMatch ? 'detail.budgetMatch' : 'detail.budgetMismatch')}
                </Badge>
              )}
            </Group>,
          ],
          [
            t('detail.venueCounties'),
            !gates.locations.open ? (
              <TierLock key="locations" gate={gates.locations} feature="preferredLocations" />
            ) : enquiry.preferredLocations?.length ? (
              <PreferredLocations key="locations" locations={enquiry.preferredLocations} />
            ) : null,
          ],
          [
            t('detail.venueTags'),
            gates.venueSearch.open ? (
              tags(summary.venueTags)
            ) : (
              <TierLock gate={gates.venueSearch} feature="venueEnquiries" />
            ),
          ],
        ]}
      />
    </SectionCard>
  );
}

/** /enquiry?id={id}: the spec's address of an enquiry, shown as /enquiry-manager/{id}. */
export function EnquiryRedirect() {
  const [search] = useSearchParams();
  const id = search.get('id');
  return <Navigate to={id ? enquiryPath(id, parseListParams(search)) : enquiryManagerPath} replace />;
}
