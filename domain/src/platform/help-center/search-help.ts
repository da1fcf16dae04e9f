import type { Language } from '../../kernel/i18n/languages';
import type { HelpText } from './help-content';

const normalised = (text: string) => text.toLocaleLowerCase().normalize('NFC');

/**
 * The items whose title, summary or body in the language holds every word of the search (case-insensitive), those
 * with a word in the title first; an empty search keeps them all in their order.
 */
export const searchHelp = <T extends { texts: Record<Language, HelpText> }>(items: readonly T[], language: Language, query: string): T[] => {
  const words = normalised(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  const scored = items.flatMap((item) => {
    const { title, summary, body } = item.texts[language];
    const all = normalised(`${title}\n${summary}\n${body}`);
    if (!words.every((word) => all.includes(word))) return [];
    return [{ item, inTitle: words.some((word) => normalised(title).includes(word)) }];
  });
  return [...scored.filter(({ inTitle }) => inTitle), ...scored.filter(({ inTitle }) => !inTitle)].map(({ item }) => item);
};
