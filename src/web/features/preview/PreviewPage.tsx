import { Alert, Anchor, Box, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../shell/FullPageLoader.tsx';
import { LoadError } from '../shell/LoadError.tsx';
import { useIsPhone } from '../../ui/use-is-phone.ts';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { useProfileLink, type ProfileLink } from './preview-calls.ts';
import { isPreviewDevice, previewDevices, previewFrameWidth, type PreviewDevice } from './preview-widths.ts';

/** /preview: the couple-facing profile page in a frame (its preview link, not counted as a view), at three widths. */
export function PreviewPage() {
  const { t } = useTranslation('publicProfile');
  useDocumentTitle(t('preview.title'));
  const active = useActiveSupplier();
  return active && <PreviewScreen key={active.supplier.id} supplierId={active.supplier.id} />;
}

function PreviewScreen({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('publicProfile');
  const link = useProfileLink(supplierId);
  if (link.isPending) return <FullPageLoader />;
  if (link.isError) return <LoadError onRetry={() => void link.refetch()} />;
  return (
    <Stack gap="md">
      <Box>
        <Title order={1}>{t('preview.title')}</Title>
        <Text c="dimmed">{t('preview.intro')}</Text>
      </Box>
      <PreviewFrame link={link.data} />
    </Stack>
  );
}

function PreviewFrame({ link }: { link: ProfileLink }) {
  const { t } = useTranslation('publicProfile');
  const isPhone = useIsPhone();
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  // a new key loads the frame again (after saving changes in another tab)
  const [loads, setLoads] = useState(0);
  const width = isPhone ? null : previewFrameWidth[device];
  return (
    <>
      <Group justify="space-between" gap="sm">
        {/* on a phone the frame is a phone's width already: the switch would change nothing */}
        {!isPhone && (
          <SegmentedControl
            aria-label={t('preview.width')}
            value={device}
            onChange={(value) => isPreviewDevice(value) && setDevice(value)}
            data={previewDevices.map((value) => ({ value, label: t(`preview.${value}`) }))}
          />
        )}
        <Group gap="sm">
          <Button variant="default" size="sm" onClick={() => setLoads((n) => n + 1)}>
            {t('preview.reload')}
          </Button>
          <Anchor href={link.url} target="_blank" rel="noopener" size="sm" c="pink.8">
            {t('preview.openPublic')}
          </Anchor>
        </Group>
      </Group>
      {link.noindex && (
        <Alert color="yellow" role="status">
          {t('preview.noindex')}
        </Alert>
      )}
      <Box
        data-testid="preview-frame-box"
        style={{
          width: width === null ? '100%' : `min(${width}px, 100%)`,
          margin: '0 auto',
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
        }}
      >
        <iframe
          key={loads}
          src={link.previewUrl}
          title={t('preview.frameTitle')}
          style={{ border: 0, display: 'block', width: '100%', height: 'max(560px, calc(100vh - 260px))' }}
        />
      </Box>
    </>
  );
}
