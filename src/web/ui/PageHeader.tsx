import { Box, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** A screen's heading and introduction; the heading is the document's title too. */
export function PageHeader({ title, intro }: { title: string; intro: string }) {
  useDocumentTitle(title);
  return (
    <Box>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{intro}</Text>
    </Box>
  );
}
