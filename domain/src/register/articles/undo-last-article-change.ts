import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { changeableVersion } from './change-article';
import { articlesVersionView, type RecordedArticleChange } from './article-version-view';
import type { ArticlesVersionView } from './article-views';
import { undoArticleChange } from './undo-article-change';

/**
 * Undoes the latest version's last change (seed 001: undoing a change reverses its shifts). Changes are undone last
 * first: an earlier one's paragraph numbers hold only once the later ones are undone (`articles.nothingToUndo`).
 */
export const undoLastArticleChange = ({ em, actor, company, versionId, changeId }: { em: EntityManager; actor: User; company: Company; versionId: string; changeId: string }): Promise<ArticlesVersionView> =>
  em.transactional(async (tx) => {
    const version = await changeableVersion(tx, company, versionId);
    const changes = version.changes as RecordedArticleChange[];
    const last = changes.at(-1);
    if (!last || last.id !== changeId) throw new DomainError('articles.nothingToUndo');
    const { shareCapitalParagraphBefore, ...change } = last;
    version.articles = undoArticleChange(version.articles, change);
    version.shareCapitalParagraph = shareCapitalParagraphBefore;
    version.changes = changes.slice(0, -1);
    recordAuditEvent({ em: tx, type: 'articles.changeUndone', actor, company, before: { versionId: version.id, change } });
    await tx.flush();
    return articlesVersionView(version, false);
  });
