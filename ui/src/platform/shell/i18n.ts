import { defaultLanguage, isLanguage, languages, type Language, type TranslationsView } from '@andel/domain/shared';
import i18next from 'i18next';
import { apiFetch } from './api';

const storageKey = 'andel.language';

const storedLanguage = (): Language => {
  try {
    const stored = window.localStorage.getItem(storageKey);
    return isLanguage(stored) ? stored : defaultLanguage;
  } catch {
    return defaultLanguage;
  }
};

/**
 * The apps' one i18next instance. Its texts come from the server one language at a time (`loadTexts`): an app ships
 * no catalogue, and a reader downloads only the language they read. The signed-in user's language wins over the stored one.
 */
export const i18n = i18next.createInstance();

void i18n.init({
  resources: {},
  lng: storedLanguage(),
  fallbackLng: false,
  supportedLngs: [...languages],
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  // Texts arrive after start and again when the translation admin changes one: re-render when they do.
  react: { useSuspense: false, bindI18nStore: 'added' },
});
document.documentElement.lang = i18n.language;

export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : defaultLanguage);

const loadedVersions = new Map<Language, number>();

/** Puts one language's texts (the catalogue with the translation admin's overrides) into i18next, unless this version is there. */
export const putTexts = (language: Language, { version, texts }: TranslationsView) => {
  if (loadedVersions.get(language) === version) return;
  loadedVersions.set(language, version);
  i18n.addResourceBundle(language, 'translation', texts, false, true);
};

/** Fetches one language's texts from the server and puts them to use. */
export const loadTexts = async (language: Language, signal?: AbortSignal): Promise<TranslationsView> => {
  const view = await apiFetch<TranslationsView>(`/translations/${language}`, { signal });
  putTexts(language, view);
  return view;
};

/** Shows the interface in a language, once its texts are here, and remembers it on this device. */
export const applyLanguage = async (language: Language): Promise<void> => {
  if (!loadedVersions.has(language)) await loadTexts(language);
  try {
    window.localStorage.setItem(storageKey, language);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  document.documentElement.lang = language;
  await i18n.changeLanguage(language);
};
