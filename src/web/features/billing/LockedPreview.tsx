import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Feature } from '../../../domain/feature-access.ts';

/*
 * What a locked screen would show, drawn from static made-up values kept here (never the server's, never the
 * supplier's): a chart for the screens of figures, rows for the screens of lists. It carries no numbers or names, so
 * it cannot be read as the business's own; the badge and the caption say it is a sample.
 */

const chartScreens: readonly Feature[] = [
  'performanceDashboard',
  'marketInsights',
  'competitorInsights',
  'competitorsPage',
  'searchOptimisation',
  'rating',
  'multiCountyPositionWidget',
];

/** Bar heights of the sample chart, out of 100. */
const sampleBars = [34, 42, 38, 55, 49, 63, 58, 71, 66, 78, 74, 86];
/** Widths of the sample rows' two lines, in per cent. */
const sampleRows = [
  [62, 38],
  [48, 54],
  [70, 30],
] as const;

function SampleChart() {
  const width = 240;
  const step = width / sampleBars.length;
  return (
    <svg viewBox={`0 0 ${width} 100`} width="100%" height={120} preserveAspectRatio="none" focusable="false">
      {sampleBars.map((height, index) => (
        <rect
          key={index}
          x={index * step + step * 0.2}
          y={100 - height}
          width={step * 0.6}
          height={height}
          rx={2}
          fill="var(--mantine-primary-color-filled)"
        />
      ))}
    </svg>
  );
}

function SampleRows() {
  return (
    <Stack gap="xs">
      {sampleRows.map(([first, second], index) => (
        <Group key={index} gap="sm" wrap="nowrap">
          <Box w={32} h={32} bdrs="xl" bg="var(--mantine-primary-color-light)" style={{ flexShrink: 0 }} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Box h={10} w={`${first}%`} bdrs="sm" bg="gray.5" />
            <Box h={8} w={`${second}%`} bdrs="sm" bg="gray.3" />
          </Stack>
          <Box h={18} w={56} bdrs="xl" bg="teal.2" style={{ flexShrink: 0 }} />
        </Group>
      ))}
    </Stack>
  );
}

/** A locked screen's preview: the sample, dimmed and marked "Sample data", with the caption that it is made up. */
export function LockedPreview({ feature }: { feature: Feature }) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap={4}>
      <Paper withBorder radius="md" p="md" pos="relative">
        <Badge variant="filled" color="dark" pos="absolute" top={8} right={8} style={{ zIndex: 1 }}>
          {t('lockPreview.badge')}
        </Badge>
        {/* a picture of the screen, not content: hidden from assistive technology, which reads the caption */}
        <Box aria-hidden style={{ opacity: 0.55, filter: 'blur(1px)' }} pt="lg">
          {chartScreens.includes(feature) ? <SampleChart /> : <SampleRows />}
        </Box>
      </Paper>
      <Text size="xs" c="dimmed">
        {t('lockPreview.caption')}
      </Text>
    </Stack>
  );
}
