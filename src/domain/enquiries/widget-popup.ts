import type { Device } from '../breakpoints.ts';

/**
 * The widget is code pasted into the supplier's website, work for a larger screen: on a phone neither its menu entry
 * nor its call to action shows (the page still opens from a link).
 */
export const offersWidgetOn = (device: Device): boolean => device !== 'mobile';

/** The browser's record that the inbox's widget call to action was displayed for a supplier (spec: a local-storage key). */
export const widgetPopupDisplayedKey = (supplierId: string) => `enquiries.widgetPopupDisplayed.${supplierId}`;

/**
 * The inbox's call to action to add the enquiry form to the supplier's website: for a supplier whose widget has not
 * brought an enquiry yet, once per supplier in this browser, not on a phone.
 */
export function showsWidgetPopup({
  device,
  hasWidgetEnquiry,
  displayed,
}: {
  device: Device;
  hasWidgetEnquiry: boolean;
  /** Already displayed for this supplier in this browser. */
  displayed: boolean;
}): boolean {
  return offersWidgetOn(device) && !hasWidgetEnquiry && !displayed;
}
