import type { ModalProps } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Fetches Mantine's Modal; lazyPopup fetches it together with a popup's own code, so neither waits for the other. */
export const loadModal = async () => (await import('./modal.ts')).Modal;

const Modal = lazy(async () => ({ default: await loadModal() }));

/**
 * Mantine's Modal, its code (with its scroll area and floating-ui, ~20 kB gzip) fetched when it first
 * opens rather than with the screen; kept mounted after, so that closing it animates. Its close button is
 * named ("Close" in the page's language).
 */
export function LazyModal(props: ModalProps) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(props.opened);
  if (props.opened && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      {/* Mantine's close button is an icon: its name comes from here */}
      <Modal {...props} closeButtonProps={{ 'aria-label': t('close'), ...props.closeButtonProps }} />
    </Suspense>
  );
}
