/**
 * The texts of fr-FR: its core namespaces in this chunk (i18n/index.ts, coreNamespaces), loaded when the portal shows
 * this language, and a loader of each other namespace, loaded with the screens that show it (router.tsx, `withTexts`).
 * The loaders are here, not in the entry, so a screen's first JavaScript holds those of its own language only.
 */
export const core = import.meta.glob<Record<string, unknown>>(
  './fr-FR/{common,shell,tiers,validation,authErrors}.json',
  {
    eager: true,
    import: 'default',
  },
);

export const screens = import.meta.glob<Record<string, unknown>>(
  ['./fr-FR/*.json', '!./fr-FR/{common,shell,tiers,validation,authErrors}.json'],
  { import: 'default' },
);
