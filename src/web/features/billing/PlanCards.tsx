import { Box, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/format.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { PlanAction } from './PlanAction.tsx';
import { PlanBadges } from './PlanBadges.tsx';
import type { OfferedPlan, PlanOffer } from './plan-offer.ts';
import { useBenefitText } from './use-benefit-text.ts';
import { useRevealPlan } from './use-reveal-plan.ts';
import { highlightStyle } from './highlight-style.ts';

/**
 * The plans on a phone, one card a row: a table of five plans does not fit 375 px, and a comparison scrolled sideways
 * hides the prices it compares. Each card says what it adds to the one before ("Everything in Lite, plus"), the way
 * the pricing pages of Stripe, Notion or Airbnb's hosts read on a phone.
 */
export function PlanCards({ offer }: { offer: PlanOffer }) {
  const { plans } = offer.data;
  return (
    <Stack gap="md">
      {plans.map((plan, index) => (
        <PlanCard key={plan.id} plan={plan} below={plans[index - 1] ?? null} offer={offer} />
      ))}
    </Stack>
  );
}

function PlanCard({ plan, below, offer }: { plan: OfferedPlan; below: OfferedPlan | null; offer: PlanOffer }) {
  const { t } = useTranslation('billing');
  const { t: tTiers } = useTranslation('tiers');
  const benefitText = useBenefitText();
  const locale = useCurrentLocale();
  const reveal = useRevealPlan();
  const highlighted = offer.wanted === plan.tier;
  const adds = offer.benefits.filter((benefit) => benefit.tier === plan.tier);
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      ref={highlighted ? reveal : undefined}
      tabIndex={highlighted ? -1 : undefined}
      aria-labelledby={`plan-${plan.tier}`}
      component="section"
      data-plan={plan.tier}
      style={highlighted ? highlightStyle : undefined}
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id={`plan-${plan.tier}`}>
          {tTiers(`names.${plan.tier}`)}
        </Title>
        <Box>
          <PlanBadges tier={plan.tier} offer={offer} />
        </Box>
        <Text fz={28} fw={700} lh={1.1}>
          {t('perMonth', { price: formatMoney(plan.monthlyAmount, plan.currency, locale) })}
        </Text>
        <Box>
          <Text size="sm" fw={600}>
            {below
              ? t(adds.length ? 'everythingInPlus' : 'everythingIn', { tier: tTiers(`names.${below.tier}`) })
              : t('adds')}
          </Text>
          {adds.length > 0 && (
            <List size="sm" spacing={2} mt={4}>
              {adds.map(({ feature }) => (
                <List.Item key={feature}>{benefitText(feature)}</List.Item>
              ))}
            </List>
          )}
        </Box>
        <PlanAction plan={plan} offer={offer} compact={false} />
      </Stack>
    </Card>
  );
}
