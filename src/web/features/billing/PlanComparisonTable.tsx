import { Box, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/format.ts';
import { planGives } from '../../../domain/plan-benefits.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { highlightStyle } from './highlight-style.ts';
import { PlanAction } from './PlanAction.tsx';
import { PlanBadges } from './PlanBadges.tsx';
import type { PlanOffer } from './plan-offer.ts';
import { useBenefitText } from './use-benefit-text.ts';
import { useRevealPlan } from './use-reveal-plan.ts';

/** Sticky benefit names: where the table is wider than its box, the plans scroll under them. */
const stickyColumn = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;
const wantedColumn = { background: 'var(--mantine-primary-color-light)' } as const;

/**
 * The plans side by side from 768 px: a column per plan (marks, price, action) and a row per benefit with ✓ or —.
 * Where the menu leaves less than the table's width, it scrolls inside its own box with the benefits kept in view.
 */
export function PlanComparisonTable({ offer }: { offer: PlanOffer }) {
  const { t } = useTranslation('billing');
  const { t: tTiers } = useTranslation('tiers');
  const benefitText = useBenefitText();
  const locale = useCurrentLocale();
  const reveal = useRevealPlan();
  const { plans } = offer.data;
  return (
    <Box
      component="section"
      aria-labelledby="compare-plans"
      tabIndex={0}
      // inline-size containment: the table's width never widens the page, it scrolls in this box
      style={{ overflowX: 'auto', contain: 'inline-size' }}
      bd="1px solid var(--mantine-color-default-border)"
      bdrs="md"
    >
      <VisuallyHidden component="h2" id="compare-plans">
        {t('compare.caption')}
      </VisuallyHidden>
      <Table miw={760} verticalSpacing="xs" style={{ tableLayout: 'fixed' }} aria-labelledby="compare-plans">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="28%" style={stickyColumn}>
              {t('compare.benefit')}
            </Table.Th>
            {plans.map((plan) => {
              const wanted = offer.wanted === plan.tier;
              return (
                <Table.Th
                  key={plan.id}
                  scope="col"
                  ref={wanted ? reveal : undefined}
                  tabIndex={wanted ? -1 : undefined}
                  data-plan={plan.tier}
                  style={{
                    verticalAlign: 'top',
                    textAlign: 'center',
                    ...(wanted ? { ...wantedColumn, ...highlightStyle } : {}),
                  }}
                >
                  <Stack gap={6} align="stretch">
                    <Text fw={700} size="lg">
                      {tTiers(`names.${plan.tier}`)}
                    </Text>
                    <PlanBadges tier={plan.tier} offer={offer} centred />
                    <Text fw={700}>
                      {t('perMonth', { price: formatMoney(plan.monthlyAmount, plan.currency, locale) })}
                    </Text>
                    <PlanAction plan={plan} offer={offer} compact />
                  </Stack>
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {offer.benefits.map((benefit) => (
            <Table.Tr key={benefit.feature}>
              <Table.Th scope="row" fw={400} style={stickyColumn}>
                {benefitText(benefit.feature)}
              </Table.Th>
              {plans.map((plan) => {
                const gives = planGives(plan.tier, benefit);
                return (
                  <Table.Td key={plan.id} ta="center" style={offer.wanted === plan.tier ? wantedColumn : undefined}>
                    <Text span aria-hidden c={gives ? 'teal.8' : 'dimmed'} fw={700}>
                      {gives ? '✓' : '—'}
                    </Text>
                    <VisuallyHidden>{t(gives ? 'compare.included' : 'compare.notIncluded')}</VisuallyHidden>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
