import { Alert, Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { isFeatureOffered, lockedBelow, type FeatureContext } from '../../../domain/feature-access.ts';
import { localDayIn } from '../../../domain/local-day.ts';
import { isOfferType, offerFeatureOf, type OfferType } from '../../../domain/offers/offers.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { BrandDiscountForm } from './BrandDiscountForm.tsx';
import { useOffers } from './offer-calls.ts';
import { offerFormPath, offersHomePath } from './offer-paths.ts';
import { SpecialOfferForm } from './SpecialOfferForm.tsx';

/** /offers-input?type= (spec route), shown as /offers/{type}. */
export function OfferInputRedirect() {
  const [search] = useSearchParams();
  const type = search.get('type');
  return <Navigate to={isOfferType(type) ? offerFormPath(type) : offersHomePath} replace />;
}

/** /offers/{type}: the form of one offer type, adding or changing the supplier's offer of that type. */
export function OfferFormPage() {
  const { t } = useTranslation('offers');
  const { type } = useParams();
  const active = useActiveSupplier();
  useDocumentTitle(isOfferType(type) ? t('types.' + type) : t('title'));
  if (!isOfferType(type)) return <Navigate to={offersHomePath} replace />;
  if (!active) return null;
  return (
    <OfferFormScreen
      key={`${active.supplier.id} ${type}`}
      type={type}
      supplierId={active.supplier.id}
      currency={active.supplier.l10n.currency}
      country={active.supplier.l10n.country}
      canEdit={active.canEdit}
      features={active.features}
    />
  );
}

interface OfferFormScreenProps {
  type: OfferType;
  supplierId: string;
  currency: string;
  country: string;
  canEdit: boolean;
  features: FeatureContext;
}

function OfferFormScreen({ type, supplierId, currency, country, canEdit, features }: OfferFormScreenProps) {
  const { t } = useTranslation('offers');
  const calls = useOffers(supplierId);
  const feature = offerFeatureOf(type, features.isVenue);
  const locked = lockedBelow(feature, features);
  const typeName = t(`types.${type}`);
  const day = localDayIn(country, new Date());
  // a type this kind of supplier never has (a venue's non-venue discount) leads home
  if (!isFeatureOffered(feature, features)) return <Navigate to={offersHomePath} replace />;
  return (
    <Stack gap="lg" maw={720}>
      <Box>
        <Anchor component={Link} to={offersHomePath} size="sm">
          {t('form.back')}
        </Anchor>
        <QueryBody
          query={calls.query}
          loadingLabel={t('loading')}
          failedHeader={t('loadFailed')}
          isEmpty={() => false}
          emptyText={null}
        >
          {({ offers }) => {
            const offer = offers.find((one) => one.type === type) ?? null;
            const canChange = canEdit && !locked;
            return (
              <Stack gap="lg" mt="xs">
                <Box>
                  <Title order={1}>{t(offer ? 'form.editTitle' : 'form.addTitle', { type: typeName })}</Title>
                  <Text c="dimmed">{t(`typeHints.${type}`)}</Text>
                </Box>
                {!canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
                {locked && (
                  <FeatureLock
                    title={t('locked', { type: typeName, tier: t(`tiers:names.${locked}`) })}
                    tier={locked}
                    feature={feature}
                  />
                )}
                {type === 'bbDiscount' ? (
                  <BrandDiscountForm offer={offer} day={day} calls={calls} disabled={!canChange} />
                ) : (
                  <SpecialOfferForm
                    type={type}
                    offer={offer}
                    currency={currency}
                    day={day}
                    calls={calls}
                    disabled={!canChange}
                  />
                )}
              </Stack>
            );
          }}
        </QueryBody>
      </Box>
    </Stack>
  );
}
