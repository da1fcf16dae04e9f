import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { TActor } from '../../platform/company-roles/actor.schemas';
import type { User } from '../../platform/users/user.entity';
import { applyShareholderField } from './apply-shareholder-field';
import type { ShareholderFieldError } from './shareholder-fields';
import { Shareholder } from './shareholder.entity';

/**
 * `POST /shareholder/{orgNo}/actors` (seed 001, section 7): the chosen actors as shareholders of the company. A
 * shareholder actor is the holder it names; a board member or CEO becomes a new holder with the role's name and
 * email. A name or email the shareholder rules refuse writes nothing and names the actor's index.
 */
export const addActorShareholders = ({ em, actor, company, actors }: { em: EntityManager; actor: User; company: Company; actors: TActor[] }) =>
  em.transactional(async (tx): Promise<{ shareholders: Shareholder[] } | { index: number; field: string; error: ShareholderFieldError }> => {
    const shareholders: Shareholder[] = [];
    for (const [index, chosen] of actors.entries()) {
      if (chosen.type === 'SHAREHOLDER') {
        const existing = await tx.findOne(Shareholder, { id: chosen.reference, company });
        if (existing) {
          shareholders.push(existing);
          continue;
        }
      }
      const holder = { isCompany: chosen.isCompany, nationality: company.country, country: company.country };
      const name = applyShareholderField(holder, 'shareholderName', chosen.name, { allowSyntheticTestNumbers: false });
      if ('error' in name) return { index, field: 'name', error: name.error };
      const email = applyShareholderField(holder, 'email', chosen.email ?? '', { allowSyntheticTestNumbers: false });
      if ('error' in email) return { index, field: 'email', error: email.error };
      const shareholder = tx.create(Shareholder, { company, ...holder, ...name.patch, ...email.patch });
      recordAuditEvent({ em: tx, type: 'shareholder.created', actor, company, after: { id: shareholder.id, isCompany: chosen.isCompany } });
      shareholders.push(shareholder);
    }
    return { shareholders };
  });
