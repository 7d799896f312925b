import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EnquiryDetail } from '../../../domain/enquiries/inbox.ts';
import {
  furthestStepIndex,
  hasMark,
  progressSteps,
  stageClickChange,
  statusFlags,
  type EnquiryChange,
} from '../../../domain/enquiries/progress.ts';
import { SectionCard } from '../../ui/SectionCard.tsx';
import { useEnquiryFormat } from './use-enquiry-format.ts';

interface ProgressPanelProps {
  enquiry: EnquiryDetail;
  /** The viewer's role may change the enquiry. */
  canEdit: boolean;
  onChange: (change: EnquiryChange) => void;
}

/**
 * The progress steps as a pipeline up to the furthest step reached, each step with the instant it was set; a click
 * sets a stage or steps back from the furthest (domain `stageClickChange`). A step passed but never marked shows grey.
 * The status flags are toggle buttons beneath (spec section 4: each mark keeps its instant).
 */
export function ProgressPanel({ enquiry, canEdit, onChange }: ProgressPanelProps) {
  const { t } = useTranslation('enquiries');
  const format = useEnquiryFormat();
  const since = (at: string | undefined) => at && t('detail.setAt', { instant: format.instant(at) });
  const editable = canEdit && !enquiry.locked;
  const furthest = furthestStepIndex(enquiry);
  return (
    <>
      <SectionCard id="enquiry-progress" title={t('detail.progress')}>
        {enquiry.locked && (
          <Text size="sm" c="dimmed">
            {t('detail.lockedProgress')}
          </Text>
        )}
        <Stepper
          active={furthest + 1}
          orientation="vertical"
          size="sm"
          iconSize={28}
          onStepClick={(index) => {
            const change = stageClickChange(enquiry, progressSteps[index]!);
            if (change) onChange(change);
          }}
        >
          {progressSteps.map((step, index) => {
            const on = hasMark(enquiry, step);
            const clickable = editable && stageClickChange(enquiry, step) !== null;
            return (
              <Stepper.Step
                key={step}
                label={t(`progress.${step}`)}
                description={since(enquiry.timestamps[step]) || (index < furthest ? t('detail.notMarked') : null)}
                color={index < furthest && !on ? 'gray' : undefined}
                allowStepSelect={clickable}
                aria-pressed={on}
                aria-disabled={!clickable}
                title={clickable ? t(on ? 'detail.stepBack' : 'detail.markStep') : undefined}
                data-step={step}
              />
            );
          })}
        </Stepper>
      </SectionCard>
      <SectionCard id="enquiry-status" title={t('detail.status')}>
        <Stack gap="xs">
          <Group gap="xs">
            {statusFlags.map((flag) => {
              const on = hasMark(enquiry, flag);
              return (
                <Button
                  key={flag}
                  size="compact-sm"
                  variant={on ? 'filled' : 'default'}
                  aria-pressed={on}
                  disabled={!canEdit}
                  onClick={() => onChange({ kind: 'status', value: flag, action: on ? 'clear' : 'set' })}
                >
                  {t(`statusFlags.${flag}`)}
                </Button>
              );
            })}
          </Group>
          {statusFlags
            .filter((flag) => enquiry.timestamps[flag])
            .map((flag) => (
              <Text key={flag} size="xs" c="dimmed">
                {t('detail.flagSince', {
                  flag: t(`statusFlags.${flag}`),
                  instant: format.instant(enquiry.timestamps[flag]!),
                })}
              </Text>
            ))}
        </Stack>
      </SectionCard>
    </>
  );
}
