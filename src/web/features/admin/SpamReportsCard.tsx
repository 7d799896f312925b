import { Badge, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../../domain/format.ts';
import { QueryBody } from '../../ui/QueryBody.tsx';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { TableScroll } from '../../ui/TableScroll.tsx';
import { useCurrentLocale } from '../shell/use-language.ts';
import { useSpamReports } from './supplier-admin-calls.ts';

/**
 * The supplier's "Report spam" and "Not spam" verdicts, with the score and reasons they judged and how the threshold
 * moved.
 */
export function SpamReportsCard({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation(['admin', 'enquiries']);
  const locale = useCurrentLocale();
  const reports = useSpamReports(supplierId);
  return (
    <SectionCard id="admin-spam-reports" title={t('panel.spamReports.title')}>
      {/* without verdicts the threshold is still the default: nothing to show but "none yet" */}
      <QueryBody
        query={reports}
        loadingLabel={t('panel.spamReports.title')}
        failedHeader={t('panel.spamReports.failed')}
        isEmpty={(data) => data.reports.length === 0}
        emptyText={t('panel.spamReports.empty')}
      >
        {(data) => (
          <>
            <Text size="sm">{t('panel.spamReports.threshold', { threshold: data.threshold })}</Text>
            <TableScroll minWidth={720}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('panel.spamReports.when')}</Table.Th>
                    <Table.Th>{t('panel.spamReports.who')}</Table.Th>
                    <Table.Th>{t('panel.spamReports.verdict')}</Table.Th>
                    <Table.Th>{t('panel.spamReports.score')}</Table.Th>
                    <Table.Th>{t('panel.spamReports.thresholdChange')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.reports.map((report) => (
                    <Table.Tr key={report.id}>
                      <Table.Td>{formatInstant(report.createdAt, locale)}</Table.Td>
                      <Table.Td>{report.userName}</Table.Td>
                      <Table.Td>
                        <Badge
                          variant="outline"
                          color={report.verdict === 'spam' ? 'red' : 'teal'}
                          c={report.verdict === 'spam' ? 'red.9' : 'teal.9'}
                          tt="none"
                        >
                          {t(`panel.spamReports.verdicts.${report.verdict}`)}
                        </Badge>
                        <Text size="xs" c="dimmed">
                          {t('panel.spamReports.enquiry', { id: report.enquiryId })}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {report.spamScore === null ? (
                          t('panel.spamReports.notScored')
                        ) : (
                          <>
                            <Text size="sm" fw={500}>
                              {t('enquiries:spam.score', { score: report.spamScore.score })}
                            </Text>
                            {report.spamScore.reasons.map((reason) => (
                              <Text size="xs" key={reason.key}>
                                {t('enquiries:spam.reason', {
                                  reason: t(`enquiries:spam.reasons.${reason.key}`),
                                  weight: reason.weight,
                                })}
                              </Text>
                            ))}
                          </>
                        )}
                      </Table.Td>
                      <Table.Td>{`${report.thresholdBefore} → ${report.thresholdAfter}`}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </TableScroll>
          </>
        )}
      </QueryBody>
    </SectionCard>
  );
}
