import { Anchor, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useBookingFiles } from './couples-calls.ts';
import { useCoupleFormat } from './use-couple-format.ts';

/** The files of a booking, those the couple shared and those the supplier shared (POST /api/files/get). */
export function CoupleFiles({ supplierId, weddingId }: { supplierId: string; weddingId: string }) {
  const { t } = useTranslation('couples');
  return (
    <SectionCard id="couple-files" title={t('details.files.title')}>
      <FileGroup supplierId={supplierId} weddingId={weddingId} ownerSupplier={false} title={t('details.files.fromCouple')} />
      <FileGroup supplierId={supplierId} weddingId={weddingId} ownerSupplier title={t('details.files.fromYou')} />
    </SectionCard>
  );
}

function FileGroup({ supplierId, weddingId, ownerSupplier, title }: { supplierId: string; weddingId: string; ownerSupplier: boolean; title: string }) {
  const { t } = useTranslation('couples');
  const format = useCoupleFormat();
  const files = useBookingFiles(supplierId, weddingId, ownerSupplier);
  const headingId = `couple-files-${ownerSupplier ? 'supplier' : 'couple'}`;
  return (
    <Stack gap={6} component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      {files.isPending ? (
        <Center role="status" aria-label={t('details.files.loading')}>
          <Loader size="sm" />
        </Center>
      ) : files.isError ? (
        <Text size="sm" c="red" role="alert">
          {t('errors.fetchBooking')}
        </Text>
      ) : files.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('details.files.none')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {files.data.map((file) => (
            <Group key={file.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Anchor href={file.url} target="_blank" rel="noopener noreferrer" size="sm" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {format.fileSize(file.size)} · {format.day(file.uploadedAt)}
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
