import { isLanguage, languages, type Language } from '@andel/domain/shared';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import englishMessages from 'ra-language-english';
import { fetchUtils, type I18nProvider } from 'react-admin';
import { applyLanguage, currentLanguage, i18n } from '@andel/ui/shell';
import { raMessagesNb } from './ra-messages-nb';
import { raMessagesSv } from './ra-messages-sv';

/** react-admin's nested `%{x}` / `||||` messages as flat i18next keys (`ra.action.save`, `…_one`, `…_other`). */
const flat = (messages: object): Record<string, string> => fetchUtils.flattenObject(convertRaTranslationsToI18next(messages));

const english = flat(englishMessages);
const raMessages: Record<Language, Record<string, string>> = {
  nb: { ...english, ...flat(raMessagesNb) },
  sv: { ...english, ...flat(raMessagesSv) },
  en: english,
};
for (const language of languages) i18n.addResources(language, 'translation', raMessages[language]);

/**
 * react-admin's translations through the apps' one i18next instance, so `ra.*` and our own keys share a
 * language. A new provider per language makes react-admin's components render again when it changes.
 */
export const createI18nProvider = (): I18nProvider => ({
  translate: (key, options = {}) => {
    // react-admin counts with `smart_count`: i18next picks the plural form by `count`, and the converted message
    // still names `{{smart_count}}`, so both are passed.
    const { _: defaultValue, ...rest } = options;
    return String(i18n.t(key, { ...rest, defaultValue, count: options.smart_count }));
  },
  changeLocale: async (locale) => {
    if (isLanguage(locale)) await applyLanguage(locale);
  },
  getLocale: currentLanguage,
  getLocales: () => languages.map((language) => ({ locale: language, name: i18n.t(`language.${language}`) })),
});
