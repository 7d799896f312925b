/** Every namespace of fr-FR in one chunk, loaded when the portal shows this language. */
export default import.meta.glob<Record<string, unknown>>('./fr-FR/*.json', { eager: true, import: 'default' });
