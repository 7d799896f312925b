/** The preview's width switch: a desktop fills the card; tablet and phone are typical device widths (CSS px). */
export const previewDevices = ['desktop', 'tablet', 'phone'] as const;
export type PreviewDevice = (typeof previewDevices)[number];

export const previewFrameWidth: Record<PreviewDevice, number | null> = { desktop: null, tablet: 768, phone: 375 };

export function isPreviewDevice(value: string): value is PreviewDevice {
  return (previewDevices as readonly string[]).includes(value);
}
