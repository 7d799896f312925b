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

/** Sticky benefit names: should the table ever be wider than its box (a long word), the plans scroll under them. */
const stickyColumn = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const;
/** A plan's column is a fifth of what the benefits leave: at 768 px about 100 px, so its padding stays slim. */
const planCell = { paddingInline: 6 } as const;
const wantedColumn = { background: 'var(--mantine-primary-color-light)' } as const;

/**
 * The plans side by side from 768 px: a column per plan (marks, price, action) and a row per benefit with ✓ or —.
 * It fits the narrowest page it is shown on (734 px at a 768 px window, the menu being a drawer there): names, prices
 * and marks wrap in their column rather than the table scrolling sideways and hiding the plans it compares.
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
      <Table verticalSpacing="xs" style={{ tableLayout: 'fixed' }} aria-labelledby="compare-plans">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="26%" style={stickyColumn}>
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
                    ...planCell,
                    verticalAlign: 'top',
                    textAlign: 'center',
                    ...(wanted ? { ...wantedColumn, ...highlightStyle } : {}),
                  }}
                >
                  <Stack gap={6} align="stretch">
                    <Text fw={700} size="lg">
                      {tTiers(`names.${plan.tier}`)}
                    </Text>
                    <PlanBadges tier={plan.tier} offer={offer} narrow />
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
                  <Table.Td
                    key={plan.id}
                    ta="center"
                    style={offer.wanted === plan.tier ? { ...planCell, ...wantedColumn } : planCell}
                  >
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
