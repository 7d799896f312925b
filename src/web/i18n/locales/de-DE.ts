/** Every namespace of de-DE in one chunk, loaded when the portal shows this language. */
export default import.meta.glob<Record<string, unknown>>('./de-DE/*.json', { eager: true, import: 'default' });
