import type { ModalProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LazyModal } from '../../ui/LazyModal.tsx';

/** The pay-per-enquiry popups' frame: centred, with a named close button. */
export function PpeModal(props: ModalProps) {
  const { t } = useTranslation('common');
  return <LazyModal centered closeButtonProps={{ 'aria-label': t('close') }} {...props} />;
}
