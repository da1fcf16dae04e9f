import type { Language } from '../../kernel/i18n/languages';
import { separatorText, type ShareTypeCode } from './share-type-codes';

type Named = { code: ShareTypeCode; customNames: readonly { language: Language; name: string; separator: keyof typeof separatorText }[] };
type Translate = (key: string) => string;

/**
 * The class's name, singular and plural in a language: the custom name joined to the language's word for
 * share(s) by the chosen separator ("Investor" + DASH -> "Investor-aksjer"), else the code's translation.
 */
export const formatShareTypeNames = (shareType: Named, language: Language, t: Translate) => {
  const custom = shareType.customNames.find((name) => name.language === language);
  if (!custom) {
    const key = `shareType.${shareType.code}`;
    return { name: t(`${key}.name`), singular: t(`${key}.singular`), plural: t(`${key}.plural`) };
  }
  const join = (word: string) => `${custom.name}${separatorText[custom.separator]}${t(word)}`;
  return { name: join('shareType.word.plural'), singular: join('shareType.word.singular'), plural: join('shareType.word.plural') };
};
