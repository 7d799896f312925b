import { describe, expect, it } from 'vitest';
import { offersWidgetOn, showsWidgetPopup, widgetPopupDisplayedKey } from './widget-popup.ts';

describe('the enquiry widget call-to-action popup', () => {
  const base = { device: 'desktop', hasWidgetEnquiry: false, displayed: false } as const;

  it('shows for a supplier without a widget enquiry that this browser has not shown it for', () => {
    expect(showsWidgetPopup(base)).toBe(true);
    expect(showsWidgetPopup({ ...base, device: 'tablet' })).toBe(true);
  });

  it('does not show once the widget has brought an enquiry', () => {
    expect(showsWidgetPopup({ ...base, hasWidgetEnquiry: true })).toBe(false);
  });

  it('shows once: not again after it was displayed', () => {
    expect(showsWidgetPopup({ ...base, displayed: true })).toBe(false);
  });

  it('does not show on a phone, where the widget is not offered', () => {
    expect(offersWidgetOn('mobile')).toBe(false);
    expect(showsWidgetPopup({ ...base, device: 'mobile' })).toBe(false);
  });

  it('is remembered per supplier', () => {
    expect(widgetPopupDisplayedKey('s1')).not.toBe(widgetPopupDisplayedKey('s2'));
  });
});
