import { catalogue, defaultLanguage, isLanguage, languages, type Language } from '@andel/domain/shared';
import i18next from 'i18next';

const storageKey = 'andel.language';

const storedLanguage = (): Language => {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
};

/** The apps' one i18next instance over the shared catalogue. The signed-in user's language wins over the stored one. */
export const i18n = i18next.createInstance();

void i18n.init({
  resources: Object.fromEntries(languages.map((language) => [language, { translation: catalogue[language] }])),
  lng: storedLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  // The translation admin's overrides arrive after start (`translation-overrides.ts`): re-render when they do.
  react: { useSuspense: false, bindI18nStore: 'added' },
});
document.documentElement.lang = i18n.language;

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : defaultLanguage);

/** Shows the interface in a language and remembers it on this device. */
export const applyLanguage = async (language: Language): Promise<void> => {
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
};
