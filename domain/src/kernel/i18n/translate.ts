import i18next, { type i18n } from 'i18next';
import { catalogue } from './catalogue';
import { defaultLanguage, type Language } from './languages';

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

/** Server-side translation (emails, PDFs), with the same catalogue as the apps. */
export const translate = (language: Language, key: string, params: Record<string, string | number> = {}): string =>
  translator().t(key, { lng: language, ...params });
