import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';

/** A label in the export's languages: "Navn / Name" for a dual export. (Its own file: the PDF worker loads it without the register's reads.) */
export const exportLabel = (data: { languages: Language[] }, key: string, params: Record<string, string | number> = {}) =>
  data.languages.map((language) => translate(language, key, params)).join(' / ');
