import { describe, expect, it } from 'vitest';
import { defaultWidgetSettings, widgetUrl } from '../../../domain/enquiries/enquiry-widget.ts';
import { widgetPreviewUrl } from './preview-url.ts';

describe('the preview of unsaved widget settings', () => {
  it('is the URL the server will give once the settings are saved, marked as the preview (supplier=true, not counted)', () => {
    const saved = widgetUrl({
      appUrl: 'https://portal.example',
      countryCode: 'DE',
      publicId: 'k3x9',
      settings: defaultWidgetSettings,
    });
    const next = { ...defaultWidgetSettings, partnerName: false, phone: true, message: true };
    expect(widgetPreviewUrl(saved, next)).toBe(
      `${widgetUrl({ appUrl: 'https://portal.example', countryCode: 'DE', publicId: 'k3x9', settings: next })}&supplier=true`,
    );
    expect(widgetPreviewUrl(saved, next)).toBe(
      'https://portal.example/widget/de?publicId=k3x9&fields=email&fields=phone&fields=message&supplier=true',
    );
    // one marker, whatever the URL carried
    expect(widgetPreviewUrl(widgetPreviewUrl(saved, next), defaultWidgetSettings)).toBe(
      'https://portal.example/widget/de?publicId=k3x9&fields=email&fields=partnerName&supplier=true',
    );
  });
});
