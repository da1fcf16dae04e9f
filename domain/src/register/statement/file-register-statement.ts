import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { loadRegisterStatement, statementFiling } from './build-register-statement';
import { RegisterStatement } from './register-statement.entity';
import { rf1086Forms } from './rf1086-forms';
import type { StatementFilingClient } from './statement-filing-client';

type Options = { em: EntityManager; actor: User; company: Company; year: number; client: StatementFilingClient; channel: 'SERVICE' | 'MANUAL'; allowSyntheticTestNumbers: boolean };

/**
 * Files the year's statement: its RF-1086 forms through Skatteetaten's filing API when it is connected (`channel`
 * SERVICE, the shipments' reference kept), or records that the downloaded forms were filed by hand (`channel`
 * MANUAL). What was filed is kept, so next year's statement is checked against it; filing a year again replaces it.
 * Audited.
 */
export const fileRegisterStatement = ({ em, actor, company, year, client, channel, allowSyntheticTestNumbers }: Options) =>
  em.transactional(async (tx) => {
    const { view, rf1086 } = await loadRegisterStatement({ em: tx, company, year, filingConnected: client.connected, allowSyntheticTestNumbers });
    const filing = statementFiling(view);
    const { reference } = channel === 'SERVICE' ? await client.submit({ organisationNumber: company.organisationNumber, year, forms: rf1086Forms(rf1086) }) : { reference: null };
    const existing = await tx.findOne(RegisterStatement, { company, year });
    const sentAt = new Date();
    if (existing) Object.assign(existing, { channel, reference, filing, sentAt, sentBy: actor });
    else tx.create(RegisterStatement, { company, year, channel, reference, filing, sentAt, sentBy: actor });
    recordAuditEvent({ em: tx, type: 'statement.filed', actor, company, after: { year, channel, reference } });
    return { year, channel, reference, sentAt: sentAt.toISOString() };
  });
