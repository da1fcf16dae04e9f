import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const load = (file: string): Map<string, string> => {
  const text = readFileSync(fileURLToPath(new URL(`../../../data/${file}`, import.meta.url)), 'utf8');
  const table = new Map<string, string>();
  for (const line of text.split('\n').slice(1)) {
    const [code, place] = line.split('\t');
    if (code && place) table.set(code.trim(), place.trim());
  }
  return table;
};

let norwegian: Map<string, string> | undefined;
let swedish: Map<string, string> | undefined;

/** The upper-case place name of a Norwegian postal code (1300 -> SANDVIKA), or undefined for an unknown code. */
export const norwegianPlaceName = (postalCode: string): string | undefined => (norwegian ??= load('no_postal_codes.tsv')).get(postalCode.trim());

/** The locality of a Swedish postal code ("114 55" or "11455"); the table covers about 82% of codes. */
export const swedishPlaceName = (postalCode: string): string | undefined =>
  (swedish ??= load('se_postal_codes.tsv')).get(postalCode.replace(/\s/g, ''));
