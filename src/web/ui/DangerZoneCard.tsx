import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { BusyForm, type BusyFormProps } from './BusyForm.tsx';

interface DangerZoneCardProps extends Omit<BusyFormProps, 'children'> {
  id: string;
  title: string;
  /** What goes and what stays, one paragraph each. */
  texts: readonly string[];
  submitLabel: string;
  /** The confirmation fields. */
  children: ReactNode;
}

/** A settings page's last card for what cannot be undone (deleting an account or a business): red, confirmed by typing. */
export function DangerZoneCard({
  id,
  title,
  texts,
  submitLabel,
  busy,
  failure,
  onSubmit,
  children,
}: DangerZoneCardProps) {
  return (
    <Card id={id} withBorder padding="lg" radius="md" style={{ borderColor: 'var(--mantine-color-red-9)' }}>
      <Stack gap="sm">
        <Title order={2} size="h3" c="red.9">
          {title}
        </Title>
        {texts.map((text) => (
          <Text key={text} size="sm">
            {text}
          </Text>
        ))}
        <BusyForm busy={busy} failure={failure} onSubmit={onSubmit}>
          {children}
          <Group justify="flex-end">
            <Button type="submit" color="red.9" loading={busy}>
              {submitLabel}
            </Button>
          </Group>
        </BusyForm>
      </Stack>
    </Card>
  );
}
