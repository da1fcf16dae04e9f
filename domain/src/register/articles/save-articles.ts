import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { articleLanguagesOf } from './article-languages';
import { ArticlesOfAssociation } from './articles-of-association.entity';
import { adoptedVersions, versionById } from './article-versions';
import { articlesOf, articlesVersionSummary, articlesVersionView } from './article-version-view';
import type { ArticlesVersionView } from './article-views';
import type { TArticlesSave } from './articles.schemas';

/** The languages the company's articles may use (`articles.languageNotOffered` otherwise). */
export const requireOfferedLanguages = (company: Company, languages: readonly string[]) => {
  const offered: readonly string[] = articleLanguagesOf(company.country);
  const refused = languages.find((language) => !offered.includes(language));
  if (refused) throw new DomainError('articles.languageNotOffered', { language: refused });
};

/**
 * `PUT /articlesofassociation/{orgNo}`: saves a version whole. Without an id it is a new version from its date;
 * with one it is the latest version edited, or an imported draft adopted. A saved version is the latest: its date
 * must come after every other version's (`articles.notLatestDate`), and an earlier version cannot change
 * (`articles.locked`). Saving whole starts a new undo stack.
 */
export const saveArticles = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TArticlesSave }): Promise<ArticlesVersionView> =>
  em.transactional(async (tx) => {
    requireOfferedLanguages(company, input.languages);
    const adopted = await adoptedVersions(tx, company);
    const version = input.id ? await versionById(tx, company, input.id) : null;
    if (version?.status === 'ADOPTED' && adopted[0]?.id !== version.id) throw new DomainError('articles.locked');
    const earlier = adopted.filter((other) => other.id !== version?.id);
    if (earlier[0] && earlier[0].date >= input.date) throw new DomainError('articles.notLatestDate', { date: earlier[0].date });
    const before = version ? articlesVersionSummary(version, false) : null;
    const saved = version ?? tx.create(ArticlesOfAssociation, { company, date: input.date, status: 'ADOPTED', languages: [], articles: [], changes: [], createdBy: actor });
    Object.assign(saved, {
      date: input.date,
      status: 'ADOPTED',
      languages: input.languages,
      paragraphPrefix: input.paragraphFormat.prefix,
      paragraphSuffix: input.paragraphFormat.suffix,
      articles: articlesOf(input.jsondata.filter((entry) => input.languages.includes(entry.language))),
      changes: [],
      shareCapitalParagraph: input.shareCapitalParagraph,
    });
    recordAuditEvent({ em: tx, type: 'articles.saved', actor, company, before, after: articlesVersionSummary(saved, false) });
    await tx.flush();
    return articlesVersionView(saved, false);
  });
