/**
 * The namespaces of en-GB in one chunk, loaded when the portal shows this language; the screen namespaces
 * (i18n/index.ts, screenNamespaces) load with their screen.
 */
export default import.meta.glob<Record<string, unknown>>(['./en-GB/*.json', '!./en-GB/{listingFlags,faq}.json'], { eager: true, import: 'default' });
