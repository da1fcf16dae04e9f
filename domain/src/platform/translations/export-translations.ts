import type { EntityManager } from '@mikro-orm/core';
import { catalogueWith } from '../../collected/catalogue-overrides';
import type { Language } from '../../kernel/i18n/languages';
import { loadTranslationOverrides } from './translation-overrides';

/** One language's catalogue file as in use (shipped texts with the overrides over them), keys sorted, for `/t`'s export. */
export const exportTranslations = async ({ em, language }: { em: EntityManager; language: Language }): Promise<Record<string, string>> => {
  const texts = catalogueWith((await loadTranslationOverrides(em)).overrides)[language];
  return Object.fromEntries(Object.keys(texts).sort().map((key) => [key, texts[key]!]));
};
