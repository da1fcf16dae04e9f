import type { EntityManager } from '@mikro-orm/core';
import { searchTranslationRows, translationRows } from './translation-rows';
import { loadTranslationOverrides } from './translation-overrides';
import type { TTranslationSearch } from './translations.schemas';
import type { TranslationList } from './translation-views';

/** `/t`: every key of every room's catalogue with its nb, sv and en text as in use, searched and filtered. */
export const listTranslations = async ({ em, input }: { em: EntityManager; input: TTranslationSearch }): Promise<TranslationList> => {
  const { version, overrides } = await loadTranslationOverrides(em);
  const rows = translationRows(overrides);
  return { version, total: rows.length, rows: searchTranslationRows(rows, input) };
};
