import { Box, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ChartView = 'chart' | 'table';

/** A chart's card: its title (naming the region), what it counts, and the switch between the drawing and its table. */
export function ChartCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: (view: ChartView) => ReactNode;
}) {
  const { t } = useTranslation('statistics');
  const id = useId();
  const [view, setView] = useState<ChartView>('chart');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Box>
            <Title order={2} size="h4" id={`${id}-title`}>
              {title}
            </Title>
            {description && (
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            )}
          </Box>
          <SegmentedControl
            size="xs"
            aria-label={t('chart.showAs', { title })}
            value={view}
            onChange={(value) => setView(value)}
            data={[
              { value: 'chart', label: t('chart.asChart') },
              { value: 'table', label: t('chart.asTable') },
            ]}
          />
        </Group>
        {children(view)}
      </Stack>
    </Paper>
  );
}
