import { Anchor, Badge, Box, Center, Group, Loader, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import type { BookingDetail } from '../../../domain/enquiries/couples-api.ts';
import { ApiError } from '../../app/api.ts';
import { FactList } from '../../ui/FactList.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { PersistentMessage } from '../../ui/PersistentMessage.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { RequestReviewCard } from '../reviews/RequestReviewCard.tsx';
import { CoupleFiles } from './CoupleFiles.tsx';
import { InviteMessageCard } from './InviteMessageCard.tsx';
import { useBooking, useToggleCollaboration } from './couples-calls.ts';
import { couplePath, couplesPath } from './couples-params.ts';
import { useCoupleFormat } from './use-couple-format.ts';

/**
 * /couples/{weddingId}: one booked couple, its wedding, its files, the invite message and the collaboration switch
 * (spec sections 3 and 7).
 */
export function CouplePage() {
  const active = useActiveSupplier();
  const { id = '' } = useParams();
  return active && <CoupleScreen supplierId={active.supplier.id} canEdit={active.canEdit} weddingId={id} />;
}

function CoupleScreen({ supplierId, canEdit, weddingId }: { supplierId: string; canEdit: boolean; weddingId: string }) {
  const { t } = useTranslation('couples');
  const booking = useBooking(supplierId, weddingId);
  useDocumentTitle(booking.data ? `${booking.data.coupleName} – ${t('details.title')}` : t('details.title'));
  if (booking.isPending) {
    return (
      <Center py="xl" role="status" aria-label={t('details.loading')}>
        <Loader />
      </Center>
    );
  }
  if (booking.isError) return <BookingError error={booking.error} onRetry={() => void booking.refetch()} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={couplesPath} size="sm">
        ← {t('details.back')}
      </Anchor>
      <Couple booking={booking.data} supplierId={supplierId} canEdit={canEdit} />
    </Stack>
  );
}

/** Spec section 7: a booking that cannot be fetched says so and leads back to the couples. */
function BookingError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation('couples');
  const navigate = useNavigate();
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{t('details.title')}</Title>
      <PersistentMessage
        theme="error"
        header={t(missing ? 'details.notFound' : 'details.loadFailed')}
        text={t('errors.fetchBooking')}
        buttons={[
          ...(missing ? [] : [{ label: t('list.retry'), onClick: onRetry }]),
          { label: t('details.back'), onClick: () => void navigate(couplesPath) },
        ]}
      />
    </Stack>
  );
}

function Couple({ booking, supplierId, canEdit }: { booking: BookingDetail; supplierId: string; canEdit: boolean }) {
  const { t } = useTranslation('couples');
  const format = useCoupleFormat();
  return (
    <>
      <Box>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {booking.coupleName}
        </Title>
        <Text c="dimmed" size="sm">
          {t('list.bookedOn', { date: format.day(booking.createdAt) })}
          {booking.contactedCoupleTime &&
            ` · ${t('details.contactedOn', { date: format.day(booking.contactedCoupleTime) })}`}
        </Text>
      </Box>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="md">
          <WeddingCard booking={booking} />
          <ContactCard booking={booking} />
        </Stack>
        <Stack gap="md">
          <CollaborationCard booking={booking} supplierId={supplierId} canEdit={canEdit} />
          <InviteMessageCard key={booking.inviteMessage} booking={booking} supplierId={supplierId} canEdit={canEdit} />
          <MessageCard booking={booking} />
          <RequestReviewCard supplierId={supplierId} weddingId={booking.weddingId} canEdit={canEdit} />
          <CoupleFiles supplierId={supplierId} weddingId={booking.weddingId} canEdit={canEdit} />
        </Stack>
      </SimpleGrid>
    </>
  );
}

function WeddingCard({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('couples');
  const format = useCoupleFormat();
  const tags = (list: string[]) =>
    list.length > 0 && (
      <Group gap={4} component="span">
        {list.map((tag) => (
          <Badge key={tag} variant="light" color="gray" size="sm" tt="none">
            {tag}
          </Badge>
        ))}
      </Group>
    );
  return (
    <SectionCard id="couple-wedding" title={t('details.wedding')}>
      <FactList
        empty={t('enquiries:list.unknown')}
        rows={[
          [t('list.columns.weddingDate'), format.weddingDate(booking)],
          [t('details.guests'), booking.guestCount === null ? null : format.number(booking.guestCount)],
          [t('details.budget'), booking.budgetRangeLabel],
          [t('details.locations'), tags(booking.venueCounties)],
          [t('details.styles'), tags(booking.venueTags)],
        ]}
      />
    </SectionCard>
  );
}

function ContactCard({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('couples');
  return (
    <SectionCard id="couple-contact" title={t('details.contact')}>
      <FactList
        empty={t('enquiries:list.unknown')}
        rows={[
          [t('details.email'), booking.email && <Anchor href={`mailto:${booking.email}`}>{booking.email}</Anchor>],
          [
            t('details.phone'),
            booking.phone && <Anchor href={`tel:${booking.phone.replace(/[^\d+]/g, '')}`}>{booking.phone}</Anchor>,
          ],
        ]}
      />
    </SectionCard>
  );
}

function MessageCard({ booking }: { booking: BookingDetail }) {
  const { t } = useTranslation('couples');
  if (booking.message === null && booking.enquiryId === null) return null;
  return (
    <SectionCard id="couple-message" title={t('details.message')}>
      {booking.message && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {booking.message}
        </Text>
      )}
      {booking.enquiryId && (
        <Anchor component={Link} to={`/enquiry-manager/${encodeURIComponent(booking.enquiryId)}`} size="sm">
          {t('details.openEnquiry')}
        </Anchor>
      )}
    </SectionCard>
  );
}

function CollaborationCard({
  booking,
  supplierId,
  canEdit,
}: {
  booking: BookingDetail;
  supplierId: string;
  canEdit: boolean;
}) {
  const { t } = useTranslation('couples');
  const toggle = useToggleCollaboration(supplierId, booking);
  const change = (collaborating: boolean) =>
    toggle.mutate(collaborating, {
      onSuccess: () =>
        showSnackbar({
          mode: 'success',
          text: t(collaborating ? 'details.collaborationOn' : 'details.collaborationOff'),
        }),
      onError: () => showSnackbar({ mode: 'error', text: t('errors.toggle') }),
    });
  return (
    <SectionCard id="couple-collaboration" title={t('details.collaborationTitle')}>
      <Switch
        label={t('details.collaboration')}
        description={t('details.collaborationHelp')}
        checked={toggle.isPending ? toggle.variables : booking.collaborating}
        onChange={(event) => change(event.currentTarget.checked)}
        disabled={!canEdit || toggle.isPending}
      />
    </SectionCard>
  );
}

/** /couple-details?id={weddingId}: the spec's address of a couple, shown as /couples/{id}. */
export function CoupleDetailsRedirect() {
  const [search] = useSearchParams();
  const id = search.get('id');
  return <Navigate to={id ? couplePath(id) : couplesPath} replace />;
}
