/** A LIKE pattern for "contains `text`": `%`, `_` and `\` typed by a user are literal characters, not patterns. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
