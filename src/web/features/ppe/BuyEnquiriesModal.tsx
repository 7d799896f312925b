import { Alert, Button, Center, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { PpeModal } from './PpeModal.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PpePrice } from '../../../domain/enquiries/ppe-calls.ts';
import { unitAmount } from '../../../domain/enquiries/ppe.ts';
import { formatMoney } from '../../../domain/format.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { usePrices, useStartCheckout } from './ppe-queries.ts';

/** The buy-enquiries popup (spec section 8): the packs as choices, then the payment page. */
export function BuyEnquiriesModal({
  supplierId,
  opened,
  onClose,
}: {
  supplierId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('ppe');
  const prices = usePrices(supplierId, opened);
  const checkout = useStartCheckout(supplierId);
  const [chosen, setChosen] = useState<string | null>(null);
  const packs = prices.data?.prices ?? [];
  const priceId = chosen ?? packs[0]?.id ?? null;

  return (
    <PpeModal opened={opened} onClose={onClose} title={t('buy.title')}>
      <Stack gap="md">
        <Text size="sm">{t('buy.intro')}</Text>
        {prices.isPending ? (
          <Center py="md">
            <Loader size="sm" />
          </Center>
        ) : prices.isError ? (
          <Alert color="red">{t('buy.pricesFailed')}</Alert>
        ) : (
          <Radio.Group label={t('buy.choose')} value={priceId} onChange={setChosen}>
            <Stack gap="xs" mt="xs">
              {packs.map((pack) => (
                <PackChoice key={pack.id} pack={pack} />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {checkout.isError && <Alert color="red">{t('buy.checkoutFailed')}</Alert>}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reveal.cancel')}
          </Button>
          <Button
            disabled={!priceId}
            loading={checkout.isPending || checkout.isSuccess}
            onClick={() => priceId && checkout.mutate(priceId)}
          >
            {t('buy.action')}
          </Button>
        </Group>
      </Stack>
    </PpeModal>
  );
}

function PackChoice({ pack }: { pack: PpePrice }) {
  const { t } = useTranslation('ppe');
  const locale = useCurrentLocale();
  // what the supplier pays, to the penny: "£45.00", "£4.50 per enquiry"
  const money = (amount: number) => formatMoney(amount, pack.currency, locale, { exact: true });
  return (
    <Radio.Card value={pack.id} radius="md" p="sm">
      <Group wrap="nowrap" align="center">
        <Radio.Indicator />
        <div style={{ flex: 1 }}>
          <Text fw={600}>{t('pack', { count: pack.quantity })}</Text>
          <Text size="xs" c="dimmed">
            {t('perCredit', { price: money(unitAmount(pack)) })}
          </Text>
        </div>
        <Text fw={600}>{money(pack.amount)}</Text>
      </Group>
    </Radio.Card>
  );
}
