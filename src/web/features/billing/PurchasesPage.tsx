import { Alert, Anchor, Badge, Box, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { plansPath } from '../../../domain/billing-paths.ts';
import { isPaidTier } from '../../../domain/tiers.ts';
import { formatDate, formatMoney } from '../../../domain/format.ts';
import { findPlan } from '../../../domain/plans.ts';
import { oneOffItemName, type OneOffDetails } from '../../../domain/one-off-products.ts';
import { purchaseStanding, type PurchaseStanding } from '../../../domain/purchase-standing.ts';
import type { Purchase, PurchasesShown } from '../../../domain/purchases-api.ts';
import { roleMay } from '../../../domain/roles.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { usePlans, usePurchases } from './billing-calls.ts';
import { SubscriptionCard } from './SubscriptionCard.tsx';

/**
 * /purchases (spec route): the business's subscription (plan, price, renewal or end) and its plan's invoices, then every
 * other purchase (credits packs, search boosts, counties), newest first, each with its receipt.
 */
export function PurchasesPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('purchases.title'));
  const active = useActiveSupplier();
  // amounts paid are the admins' to see, as buying is (the server refuses the others)
  const mayRead = active !== null && roleMay(active.supplier.role, 'billing');
  const plans = usePlans(mayRead ? active.supplier.id : undefined);
  if (!active) return null;
  const { supplier } = active;
  const subscription = plans.data?.subscription;
  return (
    <Stack gap="lg" maw={800}>
      <Box>
        <Title order={1}>{t('purchases.title')}</Title>
        <Text c="dimmed">{t('purchases.intro', { business: supplier.name })}</Text>
      </Box>
      {!mayRead && <Alert color="gray">{t('purchases.adminsOnly', { business: supplier.name })}</Alert>}
      {mayRead && plans.data && subscription && (
        <SubscriptionCard data={{ ...plans.data, subscription }} supplierId={supplier.id} canManage onPurchases />
      )}
      {/* a paid tier without a plan (a trial's, or the platform team's): nothing is billed, and the page says why */}
      {mayRead && plans.data && !subscription && isPaidTier(plans.data.tier) && (
        <Alert color="gray">
          {t('purchases.tierWithoutPlan', { business: supplier.name, tier: t(`tiers:names.${plans.data.tier}`) })}{' '}
          <Anchor component={Link} to={plansPath}>
            {t('purchases.seePlans')}
          </Anchor>
        </Alert>
      )}
      {mayRead && (
        <PurchaseList
          supplierId={supplier.id}
          shown="plan"
          pageParam="invoices"
          title={t('purchases.invoices')}
          emptyText={t('purchases.noInvoices')}
        />
      )}
      {mayRead && (
        <PurchaseList
          supplierId={supplier.id}
          shown="oneOff"
          pageParam="page"
          title={t('purchases.others')}
          emptyText={t('purchases.empty')}
        />
      )}
    </Stack>
  );
}

interface PurchaseListProps {
  supplierId: string;
  shown: PurchasesShown;
  /** The search parameter of the page shown: each list pages on its own. */
  pageParam: string;
  title: string;
  emptyText: string;
}

function PurchaseList({ supplierId, shown, pageParam, title, emptyText }: PurchaseListProps) {
  const { t } = useTranslation('billing');
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get(pageParam))) || 1);
  const purchases = usePurchases(supplierId, shown, page, true);
  const headingId = `purchases-${shown}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      <QueryBody
        query={purchases}
        loadingLabel={t('purchases.loading')}
        failedHeader={t('purchases.loadFailed')}
        isEmpty={(data) => data.purchases.length === 0}
        emptyText={emptyText}
      >
        {(data) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={title}>
            {data.purchases.map((purchase) => (
              <PurchaseItem key={`${purchase.kind}:${purchase.id}`} purchase={purchase} />
            ))}
          </Stack>
        )}
      </QueryBody>
      {purchases.data && purchases.data.totalPages > 1 && (
        <Group component="nav" aria-label={t('purchases.pages', { list: title })} justify="flex-end">
          <Pagination
            total={purchases.data.totalPages}
            value={page}
            onChange={(next) =>
              setParams((current) => {
                current.set(pageParam, String(next));
                return current;
              })
            }
            size="sm"
          />
        </Group>
      )}
    </Stack>
  );
}

/** The badge of each standing: green while the money stands, red where it went back by force, grey where refunded. */
const standingColour: Record<PurchaseStanding, string> = {
  paid: 'teal',
  disputeWon: 'teal',
  refunded: 'gray',
  partlyRefunded: 'gray',
  disputeOpen: 'orange',
  disputeLost: 'red',
  failed: 'red',
};

function PurchaseItem({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('billing');
  const locale = useCurrentLocale();
  const item = usePurchaseName(purchase);
  const paid = purchase.status === 'paid';
  const standing = purchaseStanding({
    paid,
    amount: purchase.amount,
    refundedAmount: purchase.refundedAmount,
    dispute: purchase.dispute,
  });
  const colour = standingColour[standing];
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start" gap="xs">
        <Box>
          <Text fw={600}>{item}</Text>
          <Text size="sm" c="dimmed">
            {formatDate(purchase.at, locale)}
          </Text>
        </Box>
        <Stack gap={4} align="flex-end">
          <Text fw={600}>{formatMoney(purchase.amount, purchase.currency, locale, { exact: true })}</Text>
          <Badge variant="outline" color={colour} c={`${colour}.9`}>
            {t(`purchases.standing.${standing}`)}
          </Badge>
        </Stack>
      </Group>
      {purchase.refundedAmount > 0 && standing !== 'refunded' && (
        <Text size="sm" mt="xs">
          {t('purchases.refundedNote', {
            amount: formatMoney(purchase.refundedAmount, purchase.currency, locale, { exact: true }),
          })}
        </Text>
      )}
      {(standing === 'disputeOpen' || standing === 'disputeLost') && (
        <Text size="sm" mt="xs">
          {t(standing === 'disputeOpen' ? 'purchases.disputeOpenNote' : 'purchases.disputeLostNote')}
        </Text>
      )}
      {purchase.receiptUrl && (
        <Anchor href={purchase.receiptUrl} size="sm" mt="xs" display="inline-block">
          {paid ? t('purchases.receipt') : t('purchases.details')}
        </Anchor>
      )}
    </Paper>
  );
}

/** What a purchase bought, as the checkout and the receipt name it (server: payments/one-off-names.ts). */
function usePurchaseName({ kind, planId, quantity, details }: Purchase): string {
  const { t } = useTranslation('billing');
  const plan = planId ? findPlan(planId) : null;
  if (kind === 'plan' && plan)
    return t('productName', { family: t(`families.${plan.family}`), tier: t(`tiers:names.${plan.tier}`) });
  return oneOffItemName({ quantity: quantity ?? 0, details: details as OneOffDetails | null }, t);
}
