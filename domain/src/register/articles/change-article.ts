import type { EntityManager } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { applyArticleChange } from './apply-article-change';
import type { ArticleChange, ArticleText } from './article-change.types';
import { ArticlesOfAssociation } from './articles-of-association.entity';
import { latestVersion } from './article-versions';
import { articlesVersionView, type RecordedArticleChange } from './article-version-view';
import type { ArticlesVersionView } from './article-views';
import type { TArticleChange } from './articles.schemas';
import { shiftMarkedParagraph } from './shift-articles';

/** The latest version, which the call names (`articles.locked` for an earlier one). */
export const changeableVersion = async (em: EntityManager, company: Company, versionId: string): Promise<ArticlesOfAssociation> => {
  const latest = await latestVersion(em, company);
  if (latest.id !== versionId) throw new DomainError((await em.count(ArticlesOfAssociation, { id: versionId, company })) ? 'articles.locked' : 'articles.notFound');
  return latest;
};

const inLanguages = (texts: ArticleText[], languages: readonly string[]) => texts.filter((entry) => languages.includes(entry.language));

/** An added article has a title and a text in every language of the document (`articles.titleMissing`, `articles.textMissing`). */
const requireEveryLanguage = (version: ArticlesOfAssociation, input: TArticleChange) => {
  for (const language of version.languages) {
    if (!input.titlesAfter.find((entry) => entry.language === language)?.text) throw new DomainError('articles.titleMissing', { language });
    if (!input.textsAfter.find((entry) => entry.language === language)?.text) throw new DomainError('articles.textMissing', { language });
  }
};

/**
 * A change action on the latest version (seed 001 section 4): AddArticle inserts a paragraph and moves the later
 * ones up, RemoveArticle deletes one and moves the later ones down, EditArticle replaces title and text per language
 * keeping the old text where none is given. The change keeps what it replaced, so it can be undone.
 */
export const changeArticle = ({ em, actor, company, input }: { em: EntityManager; actor: User; company: Company; input: TArticleChange }): Promise<ArticlesVersionView> =>
  em.transactional(async (tx) => {
    const version = await changeableVersion(tx, company, input.versionId);
    const current = version.articles.find((article) => article.paragraph === input.paragraph);
    const lastParagraph = version.articles.length + (input.action === 'AddArticle' ? 1 : 0);
    if (input.paragraph > lastParagraph || (input.action !== 'AddArticle' && !current)) throw new DomainError('articles.unknownParagraph', { paragraph: input.paragraph });
    if (input.action === 'AddArticle') requireEveryLanguage(version, input);
    const change: ArticleChange = {
      id: randomUUID(),
      action: input.action,
      paragraph: input.paragraph,
      titlesBefore: input.action === 'AddArticle' ? [] : current!.titles,
      textsBefore: input.action === 'AddArticle' ? [] : current!.texts,
      titlesAfter: input.action === 'RemoveArticle' ? [] : inLanguages(input.titlesAfter, version.languages),
      textsAfter: input.action === 'RemoveArticle' ? [] : inLanguages(input.textsAfter, version.languages),
    };
    const recorded: RecordedArticleChange = { ...change, shareCapitalParagraphBefore: version.shareCapitalParagraph ?? null };
    version.articles = applyArticleChange(version.articles, change);
    version.shareCapitalParagraph = shiftMarkedParagraph(version.shareCapitalParagraph ?? null, change.action, change.paragraph);
    version.changes = [...version.changes, recorded];
    recordAuditEvent({ em: tx, type: 'articles.changed', actor, company, after: { versionId: version.id, change } });
    await tx.flush();
    return articlesVersionView(version, false);
  });
