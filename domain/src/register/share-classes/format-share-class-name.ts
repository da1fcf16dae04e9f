import type { Language } from '../../kernel/i18n/languages';
import { separatorText, type ShareClassCode } from './share-class-codes';

type Named = { code: ShareClassCode; customNames: readonly { language: Language; name: string; separator: keyof typeof separatorText }[] };
type Translate = (key: string) => string;

/**
 * The class's name, singular and plural in a language: the custom name joined to the language's word for
 * share(s) by the chosen separator ("Investor" + DASH -> "Investor-aksjer"), else the code's translation.
 */
export const formatShareClassNames = (shareClass: Named, language: Language, t: Translate) => {
  const custom = shareClass.customNames.find((name) => name.language === language);
  if (!custom) {
    const key = `shareClass.${shareClass.code}`;
    return { name: t(`${key}.name`), singular: t(`${key}.singular`), plural: t(`${key}.plural`) };
  }
  const join = (word: string) => `${custom.name}${separatorText[custom.separator]}${t(word)}`;
  return { name: join('shareClass.word.plural'), singular: join('shareClass.word.singular'), plural: join('shareClass.word.plural') };
};
