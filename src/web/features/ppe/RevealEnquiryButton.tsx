import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyPopup } from '../../ui/lazy-popup.tsx';
import { useActiveSupplier } from '../viewer/use-active-supplier.ts';
import { BuyEnquiriesModal } from './lazy-buy-enquiries-modal.ts';

const RevealEnquiryModal = lazyPopup(async () => (await import('./RevealEnquiryModal.tsx')).RevealEnquiryModal);

type Popup = 'reveal' | 'buy' | null;

/** "Reveal" on a locked enquiry: the reveal popup, which hands over to the buy popup when no credit is left. */
export function RevealEnquiryButton({ enquiryId }: { enquiryId: string }) {
  const { t } = useTranslation('ppe');
  const active = useActiveSupplier();
  const [popup, setPopup] = useState<Popup>(null);
  if (!active) return null;
  const supplierId = active.supplier.id;
  const close = () => setPopup(null);
  return (
    // clicks (also those inside the popups' portals) must not reach a list row that opens the enquiry
    <span onClick={(event) => event.stopPropagation()}>
      <Button size="compact-xs" variant="light" mt={4} onClick={() => setPopup('reveal')}>
        {t('reveal.open')}
      </Button>
      <RevealEnquiryModal
        supplierId={supplierId}
        enquiryId={enquiryId}
        opened={popup === 'reveal'}
        onClose={close}
        onBuy={() => setPopup('buy')}
      />
      <BuyEnquiriesModal supplierId={supplierId} opened={popup === 'buy'} onClose={close} />
    </span>
  );
}
