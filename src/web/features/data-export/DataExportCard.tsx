import { Alert, Button, Group, List, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { exportEntities, type DataExportKind } from '../../../domain/data-export/data-export.ts';
import type { DataExportView } from '../../../domain/data-export/data-export-api.ts';
import { formatDay, formatFileSize } from '../../../domain/format.ts';
import { ApiError } from '../../app/api.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { showSnackbar } from '../../ui/snackbar.ts';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useDataExport, useRequestExport } from './data-export-calls.ts';

interface DataExportCardProps {
  kind: DataExportKind;
  url: string;
  /** The business's name in the business export's introduction. */
  supplierName?: string;
}

/**
 * "Download your data" / "Download the business's data": what the ZIP holds, the newest export's state (requested,
 * ready with its download, expired, failed) and the button that asks for a new one.
 */
export function DataExportCard({ kind, url, supplierName }: DataExportCardProps) {
  const { t } = useTranslation('dataExport');
  const query = useDataExport(url);
  const ask = useRequestExport(url);
  const current = query.data?.export ?? null;
  const request = () =>
    ask.mutate(undefined, {
      onError: (error) =>
        showSnackbar({
          mode: 'error',
          text: t(error instanceof ApiError ? (error.fields._ ?? 'common:errors.generic') : 'common:errors.generic'),
        }),
    });
  const entityText = (name: string) =>
    kind === 'business' && name === 'messages' ? t('businessEntities.messages') : t(`entities.${name}`);
  return (
    <SectionCard id="data-export" title={t(`${kind}.title`)}>
      <Text size="sm">{t(`${kind}.intro`, { supplier: supplierName })}</Text>
      <Text size="sm">{t('contents')}</Text>
      <List size="sm" spacing={2}>
        {exportEntities[kind].map((entity) => (
          <List.Item key={entity.name}>{entityText(entity.name)}</List.Item>
        ))}
      </List>
      {query.isPending && <Loader size="sm" role="status" aria-label={t(`${kind}.title`)} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {current && <ExportState current={current} />}
      {!query.isPending && current?.state !== 'requested' && (
        <Group>
          <Button variant={current?.state === 'ready' ? 'default' : 'filled'} loading={ask.isPending} onClick={request}>
            {t(`${kind}.request`)}
          </Button>
        </Group>
      )}
    </SectionCard>
  );
}

function ExportState({ current }: { current: DataExportView }) {
  const { t } = useTranslation('dataExport');
  const locale = useCurrentLocale();
  const { state } = current;
  const date = formatDay(state === 'requested' || !current.expiresAt ? current.requestedAt : current.expiresAt, locale);
  return (
    <>
      <Text size="sm" role="status" fw={500}>
        {t(`state.${state}`, { date })}
      </Text>
      {state === 'ready' && current.downloadUrl && (
        <Group>
          <Button component="a" href={current.downloadUrl} download>
            {t('download', { size: formatFileSize(current.size ?? 0, locale) })}
          </Button>
        </Group>
      )}
    </>
  );
}
