import { Anchor, type MantineSize } from '@mantine/core';
import type { ReactNode } from 'react';

/** A footer link; one to another site opens in a new tab. */
export function FooterLink({ href, size, children }: { href: string; size: MantineSize; children: ReactNode }) {
  const external = href.startsWith('http');
  return (
    <Anchor
      href={href}
      size={size}
      c="dimmed"
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
    >
      {children}
    </Anchor>
  );
}
