import { lazyPopup } from '../../ui/lazy-popup.tsx';

/** The buy-enquiries popup, its code (with Mantine's radio cards) fetched when it first opens. */
export const BuyEnquiriesModal = lazyPopup(async () => (await import('./BuyEnquiriesModal.tsx')).BuyEnquiriesModal);
