import { Card, List, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatOpeningHours } from '../../../domain/format.ts';
import { venueProFileOf, type VenueProData } from '../../../domain/venue-pro.ts';
import { api } from '../../app/api.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useFeatureName } from '../viewer/use-feature-name.ts';

/**
 * The venue pro landing (a lite feature for venues, spec section 6) on the venues' plans: what it puts first and the
 * market's venue team.
 */
export function VenueProLanding({ country }: { country: string }) {
  const { t } = useTranslation('billing');
  const featureName = useFeatureName();
  const locale = useCurrentLocale();
  const file = venueProFileOf(country);
  // spec section 7: the static read venuePro/{country}.json, the GB file for markets without their own
  const data = useQuery({
    queryKey: ['venue-pro', file],
    staleTime: Infinity,
    queryFn: () => api.get<VenueProData>(`/static/venuePro/${file}.json`),
  });
  if (!data.data) return null;
  const { highlights, contact } = data.data;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="why-venue-pro">
      <Title order={2} size="h3" id="why-venue-pro">
        {t('venuePro.whyTitle')}
      </Title>
      <List size="sm" spacing={2} mt="xs">
        {highlights.map((feature) => (
          <List.Item key={feature}>{featureName(feature)}</List.Item>
        ))}
      </List>
      <Text size="sm" mt="sm">
        {t('venuePro.contact', { ...contact, hours: formatOpeningHours(contact.hours, locale) })}
      </Text>
    </Card>
  );
}
