import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

const Modal = lazy(async () => ({ default: (await import('./modal.ts')).Modal }));

/**
 * Mantine's Modal, its code (with its scroll area and floating-ui, ~20 kB gzip) fetched when it first
 * opens rather than with the screen; kept mounted after, so that closing it animates.
 */
export function LazyModal(props: ModalProps) {
  const [opened, setOpened] = useState(props.opened);
  if (props.opened && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
