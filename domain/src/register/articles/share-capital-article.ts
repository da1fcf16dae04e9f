import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { formatMoney } from '../../kernel/format/money';
import { formatShares } from '../../kernel/format/shares';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { getRegister } from '../read-model/get-register';
import { latestVersion } from './article-versions';
import type { ArticlesVersionView } from './article-views';
import { changeArticle } from './change-article';

type LanguageText = { language: Language; text: string };

/**
 * The share capital article in each language, from the register as of the end of `date`: its capital, number of
 * shares and nominal value, formatted for the language. A register without shares or nominal value has none
 * (`articles.noShareCapital`).
 */
export const shareCapitalArticle = async ({ em, company, date, languages }: { em: EntityManager; company: Company; date: string; languages: readonly Language[] }): Promise<{ titles: LanguageText[]; texts: LanguageText[] }> => {
  const register = await getRegister({ em, company, date });
  if (register.nominalValue === null || register.shareCapital === null || register.totalShares === '0') throw new DomainError('articles.noShareCapital');
  const { nominalValue, shareCapital, totalShares } = register;
  return {
    titles: languages.map((language) => ({ language, text: translate(language, 'articles.shareCapital.title') })),
    texts: languages.map((language) => ({
      language,
      text: translate(language, 'articles.shareCapital.text', {
        capital: formatMoney(shareCapital, language, company.currency),
        shares: formatShares(totalShares, language),
        nominalValue: formatMoney(nominalValue, language, company.currency),
      }),
    })),
  };
};

/**
 * Rewrites the latest version's share capital paragraph from the register as of `date`, as an EditArticle change
 * that can be undone: what a change of capital (or the admin) calls. A version without a marked share capital
 * paragraph is `articles.noShareCapitalArticle`.
 */
export const updateShareCapitalArticle = async ({ em, actor, company, date }: { em: EntityManager; actor: User; company: Company; date: string }): Promise<ArticlesVersionView> => {
  const version = await latestVersion(em, company);
  const paragraph = version.shareCapitalParagraph;
  if (paragraph === null || paragraph === undefined) throw new DomainError('articles.noShareCapitalArticle');
  const { titles, texts } = await shareCapitalArticle({ em, company, date, languages: version.languages });
  return changeArticle({ em, actor, company, input: { versionId: version.id, action: 'EditArticle', paragraph, titlesAfter: titles, textsAfter: texts } });
};
