/** Every namespace of en-GB in one chunk, loaded when the portal shows this language. */
export default import.meta.glob<Record<string, unknown>>('./en-GB/*.json', { eager: true, import: 'default' });
