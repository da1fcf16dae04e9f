import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';
import type { Article, ArticleChange } from './article-change.types';
import { articleVersionStatuses, type ArticleLanguage } from './article-languages';

/**
 * One dated version of a company's articles of association (seed 001: languages, paragraphFormat, the paragraphs and
 * the change actions applied to it). A version is in force from its date until the next one's; only the latest
 * version can be changed, the earlier ones are locked history. An imported text waits as an `IMPORT` draft until it
 * is saved as a version or discarded.
 */
export const ArticlesOfAssociationSchema = defineEntity({
  name: 'ArticlesOfAssociation',
  indexes: [{ properties: ['company', 'date'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    /** The day (YYYY-MM-DD) the version applies from. */
    date: p.string().length(10),
    status: p.enum(articleVersionStatuses),
    languages: p.json<ArticleLanguage[]>(),
    paragraphPrefix: p.string().length(20).default(''),
    paragraphSuffix: p.string().length(20).default(''),
    articles: p.json<Article[]>(),
    /** The change actions applied since the version was last saved whole, oldest first: the undo stack. */
    changes: p.json<ArticleChange[]>(),
    /** The paragraph holding the share capital, which a capital change rewrites from the register; null: none marked. */
    shareCapitalParagraph: p.integer().nullable(),
    createdBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
  },
});

export class ArticlesOfAssociation extends ArticlesOfAssociationSchema.class {}
ArticlesOfAssociationSchema.setClass(ArticlesOfAssociation);
