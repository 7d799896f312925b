import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A list of cards (testimonials, reviews, real weddings), named for screen readers. */
export function CardList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={label}>
      {children}
    </Stack>
  );
}

interface AddUpToLimitProps {
  count: number;
  max: number;
  label: string;
  limitText: string;
  onAdd: () => void;
}

/** The button that adds one more, or, at the limit, the sentence that says so. */
export function AddUpToLimit({ count, max, label, limitText, onAdd }: AddUpToLimitProps) {
  return count < max ? (
    <Button style={{ alignSelf: 'flex-start' }} onClick={onAdd}>
      {label}
    </Button>
  ) : (
    <Text size="sm">{limitText}</Text>
  );
}
