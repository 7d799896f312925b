/**
 * The core namespaces of fr-FR in one chunk (i18n/index.ts, coreNamespaces), loaded when the portal shows this
 * language; every other namespace loads with the screens that show it (router.tsx, `withTexts`).
 */
export default import.meta.glob<Record<string, unknown>>('./fr-FR/{common,shell,tiers,validation,authErrors}.json', {
  eager: true,
  import: 'default',
});
