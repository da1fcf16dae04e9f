import type { CatalogueOverrides } from '../../collected/catalogue-overrides';
import { messageAreas } from '../../collected/message-catalogue';
import { languages, type Language } from '../../kernel/i18n/languages';
import type { TranslationRow } from './translation-views';

/** Every key of every room's catalogue, in area then key order, with the overrides applied. */
export const translationRows = (overrides: CatalogueOverrides): TranslationRow[] =>
  Object.entries(messageAreas).flatMap(([area, messages]) =>
    Object.keys(messages.nb)
      .sort()
      .map((key) => {
        const texts = Object.fromEntries(
          languages.map((language) => {
            const shipped = messages[language][key] ?? '';
            const override = overrides[language][key];
            return [language, { text: override ?? shipped, shipped, overridden: override !== undefined }];
          }),
        ) as TranslationRow['texts'];
        const others: Language[] = ['nb', 'sv'];
        return {
          key,
          area,
          texts,
          missing: languages.filter((language) => texts[language].text.trim() === ''),
          sameAsEnglish: others.filter((language) => texts[language].text !== '' && texts[language].text === texts.en.text),
        };
      }),
  );

/** True when a key exists in the shipped catalogue (only those can be overridden). */
export const isCatalogueKey = (key: string): boolean => Object.values(messageAreas).some((messages) => Object.hasOwn(messages.nb, key));

/** The rows whose key or any text holds the search (case-insensitive); `flagged` keeps only missing or identical-to-English ones. */
export const searchTranslationRows = (rows: TranslationRow[], { q, flagged }: { q: string; flagged: boolean }): TranslationRow[] => {
  const needle = q.trim().toLocaleLowerCase();
  return rows.filter(
    (row) =>
      (!flagged || row.missing.length > 0 || row.sameAsEnglish.length > 0) &&
      (needle === '' || [row.key, ...languages.map((language) => row.texts[language].text)].some((text) => text.toLocaleLowerCase().includes(needle))),
  );
};
