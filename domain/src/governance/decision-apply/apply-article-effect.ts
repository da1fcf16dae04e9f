import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { ArticlesOfAssociation } from '../../register/articles/articles-of-association.entity';
import { latestVersion } from '../../register/articles/article-versions';
import { changeArticle } from '../../register/articles/change-article';
import type { DecisionEffect } from '../decision-documents/decision-effects';
import type { AppliedWrite } from './decision-apply-views';

/** "§ 3", "3" or "paragraph 3": the paragraph's number. */
export const paragraphNumberOf = (paragraph: string): number => {
  const digits = /\d+/.exec(paragraph);
  if (!digits) throw new DomainError('decisionApply.unknownParagraph');
  return Number(digits[0]);
};

/**
 * The new wording of an article, through the articles room's own change of the latest version (EditArticle): written
 * in the articles' first language (the company's own; the decision holds one wording), the other languages kept.
 */
export const applyArticleEffect = async ({ em, actor, company, effect }: { em: EntityManager; actor: User; company: Company; effect: Extract<DecisionEffect, { kind: 'ARTICLE_CHANGE' }> }): Promise<AppliedWrite> => {
  if (!(await em.count(ArticlesOfAssociation, { company, status: 'ADOPTED' }))) throw new DomainError('decisionApply.noArticles');
  const version = await latestVersion(em, company);
  const paragraph = paragraphNumberOf(effect.paragraph);
  if (!version.articles.some((article) => article.paragraph === paragraph)) throw new DomainError('decisionApply.unknownParagraph');
  const language = version.languages[0]!;
  await changeArticle({ em, actor, company, input: { versionId: version.id, action: 'EditArticle', paragraph, titlesAfter: [], textsAfter: [{ language, text: effect.wording }] } });
  return { kind: 'ARTICLES', versionId: version.id, paragraph };
};
