export const languages = ['nb', 'sv', 'en'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'nb';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** BCP 47 tag used for Intl formatting of each interface language. */
export const localeTag: Record<Language, string> = { nb: 'nb-NO', sv: 'sv-SE', en: 'en-GB' };

/** A host name without its port, in lower case. */
const hostName = (host: string) => host.trim().toLowerCase().replace(/:\d+$/, '');

/**
 * The interface languages offered on a host: all three, except that Swedish is hidden on the main production host
 * (seed 000 section 1; the host is configured, `MAIN_PRODUCTION_HOST`).
 */
export const interfaceLanguagesFor = (host: string | undefined, mainProductionHost: string | undefined): Language[] =>
  host !== undefined && mainProductionHost !== undefined && hostName(host) === hostName(mainProductionHost)
    ? languages.filter((language) => language !== 'sv')
    : [...languages];
