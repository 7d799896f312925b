/**
 * The core namespaces of de-DE in one chunk (i18n/index.ts, coreNamespaces), loaded when the portal shows this
 * language; every other namespace loads with the screens that show it (router.tsx, `withTexts`).
 */
export default import.meta.glob<Record<string, unknown>>('./de-DE/{common,shell,tiers,validation,authErrors}.json', {
  eager: true,
  import: 'default',
});
