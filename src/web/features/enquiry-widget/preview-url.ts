import { enabledWidgetFields, type WidgetSettings } from '../../../domain/enquiries/widget.ts';

/**
 * The widget page for settings not saved yet: the saved URL (widget.ts `widgetUrl`, with the base and
 * country prefix only the server knows) with its `fields` parameters written anew.
 */
export function widgetPreviewUrl(savedUrl: string, settings: WidgetSettings): string {
  const url = new URL(savedUrl);
  url.searchParams.delete('fields');
  for (const field of enabledWidgetFields(settings)) url.searchParams.append('fields', field);
  return url.toString();
}
