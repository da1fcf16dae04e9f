import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { versionById } from './article-versions';
import { articlesVersionSummary } from './article-version-view';

/** `DELETE /articlesofassociation/{orgNo}/discard-import/{id}`: drops an imported draft not taken; an adopted version is `articles.notAnImport`. */
export const discardArticleImport = ({ em, actor, company, id }: { em: EntityManager; actor: User; company: Company; id: string }) =>
  em.transactional(async (tx) => {
    const draft = await versionById(tx, company, id);
    if (draft.status !== 'IMPORT') throw new DomainError('articles.notAnImport');
    recordAuditEvent({ em: tx, type: 'articles.importDiscarded', actor, company, before: articlesVersionSummary(draft, false) });
    tx.remove(draft);
    return { id };
  });
