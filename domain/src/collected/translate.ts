import i18next, { type i18n } from 'i18next';
import { catalogue } from './message-catalogue';
import { catalogueWith, type CatalogueOverrides } from './catalogue-overrides';
import { defaultLanguage, languages, type Language } from '../kernel/i18n/languages';

let instance: i18n | undefined;

const translator = (): i18n => {
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      initImmediate: false,
      resources: {
        nb: { translation: catalogue.nb },
        sv: { translation: catalogue.sv },
        en: { translation: catalogue.en },
      },
      lng: defaultLanguage,
      fallbackLng: defaultLanguage,
      keySeparator: false,
      nsSeparator: false,
      interpolation: { escapeValue: false },
    });
  }
  return instance;
};

/**
 * Makes the server's texts (emails, PDFs) the shipped catalogue with these overrides over it; an override no
 * longer given falls back to the shipped text. `platform/translations` calls it when the overrides change.
 */
export const applyCatalogueOverrides = (overrides: CatalogueOverrides): void => {
  const t = translator();
  const texts = catalogueWith(overrides);
  for (const language of languages) t.addResourceBundle(language, 'translation', texts[language], false, true);
};

/** Server-side translation (emails, PDFs), with the same catalogue as the apps, overrides included. */
export const translate = (language: Language, key: string, params: Record<string, string | number> = {}): string =>
  translator().t(key, { lng: language, ...params });
