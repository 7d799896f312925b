import { enabledWidgetFields, type WidgetSettings } from '../../../domain/enquiries/enquiry-widget.ts';
import { previewParameter } from '../../../domain/public-profile.ts';

/**
 * The widget page for settings not saved yet: the saved URL (widget.ts `widgetUrl`, with the base and
 * country prefix only the server knows) with its `fields` parameters written anew, and the preview marker
 * (`supplier=true`, as the profile's preview), so the supplier's own look is not counted as a widget view.
 */
export function widgetPreviewUrl(savedUrl: string, settings: WidgetSettings): string {
  const url = new URL(savedUrl);
  url.searchParams.delete('fields');
  url.searchParams.delete(previewParameter.name);
  for (const field of enabledWidgetFields(settings)) url.searchParams.append('fields', field);
  url.searchParams.set(previewParameter.name, previewParameter.value);
  return url.toString();
}
