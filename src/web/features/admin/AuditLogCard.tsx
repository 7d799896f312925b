import { Code, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../domain/format.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useAuditLog } from './supplier-admin-calls.ts';

/** The changed fields of an audit entry, as `field: value` (values as stored). */
const fieldsText = (fields: Record<string, unknown>) =>
  Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join(', ');

/** Who changed what and when on this supplier, newest first. */
export function AuditLogCard({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('admin');
  const locale = useCurrentLocale();
  const log = useAuditLog(supplierId);
  return (
    <SectionCard id="admin-audit" title={t('panel.audit.title')}>
      <QueryBody
        query={log}
        loadingLabel={t('panel.audit.title')}
        failedHeader={t('panel.audit.failed')}
        isEmpty={(data) => data.entries.length === 0}
        emptyText={t('panel.audit.empty')}
      >
        {(data) => (
          <TableScroll minWidth={640}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('panel.audit.when')}</Table.Th>
                  <Table.Th>{t('panel.audit.who')}</Table.Th>
                  <Table.Th>{t('panel.audit.change')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.entries.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{formatInstant(entry.createdAt, locale)}</Table.Td>
                    {/* the portal's own changes (the trial job) have no actor */}
                    <Table.Td>{entry.actorName || t('panel.audit.system')}</Table.Td>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {t(`panel.audit.actions.${entry.action}`)}
                      </Text>
                      <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                        {`${fieldsText(entry.before)}\n→ ${fieldsText(entry.after)}`}
                      </Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </QueryBody>
    </SectionCard>
  );
}
