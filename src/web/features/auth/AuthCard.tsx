import { Anchor, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the signed-out account screens: a titled card in the middle of the page. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <Center px="md" py={48}>
      <Stack w="100%" maw={420} gap="md">
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Stack gap="md">
            <Title order={1} size="h2">
              {title}
            </Title>
            {intro && <Text c="dimmed">{intro}</Text>}
            {children}
          </Stack>
        </Paper>
        {footer && (
          <Text ta="center" size="sm">
            {footer}
          </Text>
        )}
      </Stack>
    </Center>
  );
}

/**
 * A footer line of an account screen: a link to another one, after an optional question ("No account yet? Create one").
 */
export function AuthCardLink({ question, to, children }: { question?: string; to: string; children: ReactNode }) {
  return (
    <>
      {question && `${question} `}
      <Anchor component={Link} to={to}>
        {children}
      </Anchor>
    </>
  );
}
