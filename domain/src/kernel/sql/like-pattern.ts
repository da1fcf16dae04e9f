/** A `like`/`ilike` pattern matching any text that contains `text`: `%`, `_` and `\` typed by the user match themselves. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
