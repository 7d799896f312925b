import { Alert, Box, Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { lockedBelow } from '../../../domain/feature-access.ts';
import type { InstagramStatus } from '../../../domain/apps/instagram-api.ts';
import { instagramOutcomeOf } from '../../../domain/apps/instagram.ts';
import type { Tier } from '../../../domain/tiers.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { FeatureLock } from '../billing/FeatureLock.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useInstagram, type InstagramCalls } from './instagram-calls.ts';

/**
 * /apps: the apps a supplier connects to its profile; today Instagram (spec: "link an Instagram account", tier
 * classic).
 */
export function AppsPage() {
  const { t } = useTranslation('apps');
  useDocumentTitle(t('title'));
  const active = useActiveSupplier();
  if (!active) return null;
  return (
    <AppsScreen
      key={active.supplier.id}
      supplierId={active.supplier.id}
      canEdit={active.canEdit}
      lockedBelow={lockedBelow('instagramApp', active.features)}
    />
  );
}

function AppsScreen({
  supplierId,
  canEdit,
  lockedBelow,
}: {
  supplierId: string;
  canEdit: boolean;
  lockedBelow: Tier | null;
}) {
  const { t } = useTranslation('apps');
  const calls = useInstagram(supplierId);
  const [params, setParams] = useSearchParams();
  // how the connect came back from Instagram (the callback's redirect), shown until dismissed
  const returned = instagramOutcomeOf(params.get('instagram'));
  // "connected" holds only while the account is: after a disconnect on this page it would contradict the card
  const outcome = returned === 'connected' && calls.query.data?.connected === false ? null : returned;
  const dismiss = () => setParams({}, { replace: true });
  return (
    <Stack gap="lg">
      <Box>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Box>
      {outcome && (
        <Alert
          color={outcome === 'connected' ? 'blue' : 'red'}
          role={outcome === 'connected' ? 'status' : 'alert'}
          title={t(`outcome.${outcome}`)}
          withCloseButton
          closeButtonLabel={t('common:close')}
          onClose={dismiss}
        >
          {outcome !== 'connected' && t('outcome.tryAgain')}
        </Alert>
      )}
      {!canEdit && <Alert color="blue">{t('readOnly')}</Alert>}
      {lockedBelow && (
        <FeatureLock
          title={t('locked', { tier: t(`tiers:names.${lockedBelow}`) })}
          tier={lockedBelow}
          feature="instagramApp"
        />
      )}
      <QueryBody
        query={calls.query}
        loadingLabel={t('loading')}
        failedHeader={t('loadFailed')}
        isEmpty={() => false}
        emptyText={null}
      >
        {(status) => (
          <InstagramCard status={status} calls={calls} canConnect={canEdit && !lockedBelow} canDisconnect={canEdit} />
        )}
      </QueryBody>
    </Stack>
  );
}

/**
 * Connected: the account and the posts couples see, and disconnect (allowed below the tier too). Else the connect
 * button.
 */
function InstagramCard({
  status,
  calls,
  canConnect,
  canDisconnect,
}: {
  status: InstagramStatus;
  calls: InstagramCalls;
  canConnect: boolean;
  canDisconnect: boolean;
}) {
  const { t } = useTranslation('apps');
  const failed = () => showSnackbar({ mode: 'error', text: t('common:errors.generic') });
  return (
    <SectionCard id="instagram" title={t('instagram.title')}>
      <Stack gap="md">
        {!status.connected && <Text>{t('instagram.about')}</Text>}
        {status.connected && (
          <>
            <Text fw={600}>{t('instagram.connectedAs', { username: status.username })}</Text>
            <Text size="sm">
              {status.posts.length > 0
                ? t('instagram.postsShown', { count: status.posts.length })
                : t('instagram.noPostsYet')}
            </Text>
            {status.posts.length > 0 && (
              <SimpleGrid
                cols={{ base: 3, sm: 6 }}
                spacing="xs"
                component="ul"
                aria-label={t('instagram.postsLabel')}
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {status.posts.map((post, index) => (
                  <li key={post.id}>
                    <Image
                      src={post.imageUrl}
                      alt={post.caption || t('instagram.post', { index: index + 1 })}
                      radius="sm"
                      fit="cover"
                      style={{ aspectRatio: '1 / 1' }}
                    />
                  </li>
                ))}
              </SimpleGrid>
            )}
          </>
        )}
        <Group>
          {!status.connected && canConnect && (
            <Button
              loading={calls.connect.isPending || calls.connect.isSuccess}
              onClick={() => calls.connect.mutate(undefined, { onError: failed })}
            >
              {t('instagram.connect')}
            </Button>
          )}
          {status.connected && canDisconnect && (
            <Button
              variant="default"
              color="red"
              loading={calls.disconnect.isPending}
              onClick={() =>
                calls.disconnect.mutate(undefined, {
                  onSuccess: () => showSnackbar({ mode: 'success', text: t('instagram.disconnected') }),
                  onError: failed,
                })
              }
            >
              {t('instagram.disconnect')}
            </Button>
          )}
        </Group>
      </Stack>
    </SectionCard>
  );
}
