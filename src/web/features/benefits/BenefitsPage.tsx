import { Badge, Box, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BenefitReveal, SupplierBenefit } from '../../../domain/benefits-api.ts';
import { lockedBelow } from '../../../domain/feature-access.ts';
import { formatDate } from '../../../domain/format.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { CardList } from '../../ui/CardList.tsx';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { LockIcon } from '../shell/LockIcon.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useSupplierBenefits } from './benefit-calls.ts';

/** /benefits: partner offers for members (issue 33); below lite the offers show with their codes and links locked. */
export function BenefitsPage() {
  const { t } = useTranslation('benefits');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  if (!active) return null;
  return (
    <BenefitsScreen
      key={active.supplier.id}
      supplierId={active.supplier.id}
      lockedBelow={lockedBelow('benefits', active.features)}
    />
  );
}

function BenefitsScreen({ supplierId, lockedBelow }: { supplierId: string; lockedBelow: Tier | null }) {
  const { t } = useTranslation('benefits');
  const calls = useSupplierBenefits(supplierId);
  return (
    <Stack gap="lg" maw={880}>
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Box>
      <QueryBody
        query={calls.query}
        loadingLabel={t('loading')}
        failedHeader={t('loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {({ benefits }) =>
          benefits.length === 0 ? (
            <Text>{t('empty')}</Text>
          ) : (
            <CardList label={t('listLabel')}>
              {benefits.map((benefit) => (
                <BenefitCard
                  key={benefit.id}
                  benefit={benefit}
                  lockedBelow={lockedBelow}
                  reveal={(id) => calls.reveal.mutateAsync(id)}
                />
              ))}
            </CardList>
          )
        }
      </QueryBody>
      {/* the upsell after the offers, not instead of them */}
      {lockedBelow && (
        <FeatureLock
          title={t('locked', { tier: t(`tiers:names.${lockedBelow}`) })}
          tier={lockedBelow}
          feature="benefits"
        />
      )}
      <Text size="sm" c="dimmed">
        {t('suggest')}
      </Text>
    </Stack>
  );
}

interface BenefitCardProps {
  benefit: SupplierBenefit;
  lockedBelow: Tier | null;
  reveal: (id: string) => Promise<BenefitReveal>;
}

function BenefitCard({ benefit, lockedBelow, reveal }: BenefitCardProps) {
  const { t } = useTranslation('benefits');
  const locale = useCurrentLocale();
  const [revealed, setRevealed] = useState<BenefitReveal | null>(null);
  const [busy, setBusy] = useState(false);
  const showCode = async () => {
    setBusy(true);
    try {
      setRevealed(await reveal(benefit.id));
    } catch {
      showSnackbar({ mode: 'error', text: t('revealFailed') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text size="sm" fw={600} c="dimmed">
          {benefit.partnerName}
        </Text>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {benefit.title}
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {benefit.description}
        </Text>
        {benefit.endsOn && (
          <Text size="sm" c="dimmed">
            {t('endsOn', {
              date: formatDate(`${benefit.endsOn}T12:00:00Z`, locale, { dateStyle: 'long', timeZone: 'UTC' }),
            })}
          </Text>
        )}
      </Stack>
      <Group gap="xs" mt="sm" wrap="wrap">
        {lockedBelow || benefit.url === null ? (
          <Badge variant="outline" color="gray" leftSection={<LockIcon size={10} />} tt="none">
            {t('lockedCard', { tier: t(`tiers:names.${lockedBelow ?? 'lite'}`) })}
          </Badge>
        ) : (
          <>
            {benefit.hasCode && !revealed && (
              <Button
                size="xs"
                h={34}
                loading={busy}
                onClick={() => void showCode()}
                aria-label={t('showCodeNamed', { partner: benefit.partnerName })}
              >
                {t('showCode')}
              </Button>
            )}
            {revealed?.code && <RevealedCode code={revealed.code} />}
            <Button
              component="a"
              href={benefit.url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              h={34}
              variant="default"
              // following the link is a use too (counted once per supplier)
              onClick={() => void reveal(benefit.id).catch(() => undefined)}
              aria-label={t('goToOfferNamed', { partner: benefit.partnerName })}
            >
              {t('goToOffer')}
            </Button>
          </>
        )}
      </Group>
      {!lockedBelow && benefit.url !== null && !benefit.hasCode && (
        <Text size="sm" c="dimmed" mt={4}>
          {t('noCode')}
        </Text>
      )}
    </Paper>
  );
}

function RevealedCode({ code }: { code: string }) {
  const { t } = useTranslation('benefits');
  return (
    <Group gap="xs">
      <Text size="sm">{t('code')}</Text>
      <Text fw={700} ff="monospace" data-testid="benefit-code" style={{ overflowWrap: 'anywhere' }}>
        {code}
      </Text>
      <CopyButton value={code}>
        {({ copied, copy }) => (
          <Button size="xs" h={34} variant={copied ? 'light' : 'filled'} onClick={copy} aria-live="polite">
            {copied ? t('copied') : t('copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
