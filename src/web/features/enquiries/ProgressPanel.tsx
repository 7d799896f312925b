import { Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EnquiryDetail } from '../../../domain/enquiries/inbox.ts';
import {
  hasMark,
  progressSteps,
  statusFlags,
  type EnquiryChange,
  type EnquiryMark,
} from '../../../domain/enquiries/progress.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useEnquiryFormat } from './use-enquiry-format.ts';

interface ProgressPanelProps {
  enquiry: EnquiryDetail;
  /** The viewer's role may change the enquiry. */
  canEdit: boolean;
  onChange: (change: EnquiryChange) => void;
}

/** Progress steps and status flags as switches, each with the instant it was set (spec section 4). */
export function ProgressPanel({ enquiry, canEdit, onChange }: ProgressPanelProps) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const mark = (kind: EnquiryChange['kind'], value: EnquiryMark, label: string, disabled: boolean) => {
    const at = enquiry.timestamps[value];
    // the instant beside the switch, not in its label, so that the switch is named by the step alone
    return (
      <div key={value}>
        <Switch
          label={label}
          checked={hasMark(enquiry, value)}
          disabled={disabled}
          onChange={(event) =>
            onChange({ kind, value, action: event.currentTarget.checked ? 'set' : 'clear' } as EnquiryChange)
          }
        />
        {at && (
          <Text size="xs" c="dimmed" pl={50}>
            {t('detail.setAt', { instant: format.instant(at) })}
          </Text>
        )}
      </div>
    );
  };
  return (
    <>
      <SectionCard id="enquiry-progress" title={t('detail.progress')}>
        <Stack gap="sm">
          {enquiry.locked && (
            <Text size="sm" c="dimmed">
              {t('detail.lockedProgress')}
            </Text>
          )}
          {progressSteps.map((step) => mark('progress', step, t(`progress.${step}`), !canEdit || enquiry.locked))}
        </Stack>
      </SectionCard>
      <SectionCard id="enquiry-status" title={t('detail.status')}>
        <Stack gap="sm">{statusFlags.map((flag) => mark('status', flag, t(`statusFlags.${flag}`), !canEdit))}</Stack>
      </SectionCard>
    </>
  );
}
