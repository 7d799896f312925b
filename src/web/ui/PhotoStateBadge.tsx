import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PhotoState } from '../../domain/photos/photo-moderation.ts';

// text colours that keep AA contrast on each light fill (yellow's own dark shade does not)
const colours: Record<PhotoState, { color: string; c: string }> = {
  awaiting: { color: 'yellow', c: 'dark.7' },
  approved: { color: 'teal', c: 'teal.9' },
  rejected: { color: 'red', c: 'red.9' },
};

/** A photo's approval state under its thumbnail (review and real-wedding photos); long reasons wrap. */
export function PhotoStateBadge({ state, children }: { state: PhotoState; children: ReactNode }) {
  return (
    <Badge
      {...colours[state]}
      variant="light"
      size="sm"
      tt="none"
      h="auto"
      py={2}
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center' } }}
    >
      {children}
    </Badge>
  );
}
