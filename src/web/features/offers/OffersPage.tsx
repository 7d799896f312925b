import { Alert, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isFeatureOffered, lockedBelow, type FeatureContext } from '../../../domain/feature-access.ts';
import { localDayIn } from '../../../domain/local-day.ts';
import type { Offer } from '../../../domain/offers/offers-api.ts';
import { offerWording } from '../../../domain/offers/offer-wording.ts';
import { offerFeatureOf, offerTypes, type OfferType } from '../../../domain/offers/offers.ts';
import { CardList } from '../../ui/CardList.tsx';
import { ConfirmDelete } from '../../ui/ConfirmDelete.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { UpgradeLink } from '../billing/UpgradeLink.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useOffers, type OfferCalls } from './offer-calls.ts';
import { offerFormPath } from './offer-paths.ts';

/**
 * /offers: the special offers home, one card per type the supplier can have, each with its offer's state (spec "Offer",
 * section 4).
 */
export function OffersPage() {
  const { t } = useTranslation('offers');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  if (!active) return null;
  // a supplier switch starts again with that supplier's offers
  return (
    <OffersScreen
      key={active.supplier.id}
      supplierId={active.supplier.id}
      currency={active.supplier.l10n.currency}
      country={active.supplier.l10n.country}
      canEdit={active.canEdit}
      features={active.features}
    />
  );
}

interface OffersScreenProps {
  supplierId: string;
  currency: string;
  country: string;
  canEdit: boolean;
  features: FeatureContext;
}

function OffersScreen({ supplierId, currency, country, canEdit, features }: OffersScreenProps) {
  const { t } = useTranslation('offers');
  const calls = useOffers(supplierId);
  const day = localDayIn(country, new Date());
  const types = offerTypes.filter((type) => isFeatureOffered(offerFeatureOf(type, features.isVenue), features));
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
        {({ offers }) => (
          <CardList label={t('listLabel')}>
            {types.map((type) => (
              <OfferTypeCard
                key={type}
                type={type}
                offer={offers.find((offer) => offer.type === type) ?? null}
                currency={currency}
                day={day}
                canEdit={canEdit}
                features={features}
                calls={calls}
              />
            ))}
          </CardList>
        )}
      </QueryBody>
    </Stack>
  );
}

interface OfferTypeCardProps {
  type: OfferType;
  offer: Offer | null;
  currency: string;
  day: string;
  canEdit: boolean;
  features: FeatureContext;
  calls: OfferCalls;
}

/**
 * One type: what it is for, its offer (live or ended) or none, and the way to add, change or delete it; a lock below
 * its tier.
 */
function OfferTypeCard({ type, offer, currency, day, canEdit, features, calls }: OfferTypeCardProps) {
  const { t } = useTranslation('offers');
  const locale = useCurrentLocale();
  const [confirming, setConfirming] = useState(false);
  const feature = offerFeatureOf(type, features.isVenue);
  const locked = lockedBelow(feature, features);
  const typeName = t(`types.${type}`);
  const wording = offer ? offerWording(offer, { currency, locale, day, t }) : null;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Group gap="xs">
          <Title order={2} size="h4">
            {typeName}
          </Title>
          {offer && (
            <Badge color={offer.live ? 'teal' : 'gray'} c="dark.7" variant="light" tt="none">
              {t(offer.live ? 'state.live' : 'state.ended')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {t(`typeHints.${type}`)}
        </Text>
        {offer && wording ? (
          <Stack gap={2} mt="xs">
            {offer.title && (
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {offer.title}
              </Text>
            )}
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {wording.deal}
            </Text>
            {wording.lateDates.length > 0 && <Text size="sm">{wording.lateDates.join(' · ')}</Text>}
            {wording.remaining && <Text size="sm">{wording.remaining}</Text>}
            {wording.until && <Text size="sm">{wording.until}</Text>}
            {!offer.live && (
              <Text size="sm" c="dimmed">
                {t('endedHint')}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm" mt="xs">
            {t('none')}
          </Text>
        )}
      </Stack>
      {locked && (
        <Group gap="xs" mt="sm">
          <Text size="sm">{t('locked', { type: typeName, tier: t(`tiers:names.${locked}`) })}</Text>
          <UpgradeLink tier={locked} feature={feature} />
        </Group>
      )}
      {canEdit && (!locked || offer) && (
        <Group gap="xs" mt="sm">
          {!locked && (
            <Button
              component={Link}
              to={offerFormPath(type)}
              variant={offer ? 'default' : 'filled'}
              size="xs"
              h={34}
              aria-label={t(offer ? 'editNamed' : 'addNamed', { type: typeName })}
            >
              {t(offer ? 'edit' : 'add')}
            </Button>
          )}
          {offer && (
            <>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                h={34}
                loading={calls.remove.isPending && calls.remove.variables === type}
                onClick={() => setConfirming(true)}
                aria-label={t('deleteNamed', { type: typeName })}
              >
                {t('common:delete')}
              </Button>
              <ConfirmDelete
                opened={confirming}
                name={offer.title || typeName}
                onCancel={() => setConfirming(false)}
                onConfirm={() => {
                  setConfirming(false);
                  calls.remove.mutate(type, {
                    onSuccess: () => showSnackbar({ mode: 'success', text: t('deleted') }),
                    onError: () => showSnackbar({ mode: 'error', text: t('common:errors.generic') }),
                  });
                }}
              />
            </>
          )}
        </Group>
      )}
    </Paper>
  );
}
