import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import { buildRegisterStatement, statementFiling } from './build-register-statement';
import { RegisterStatement } from './register-statement.entity';
import type { StatementFilingClient } from './statement-filing-client';

/**
 * Files the year's statement: through the filing service when it is connected (`channel` SERVICE, its reference
 * kept), or records that it was filed by hand from the downloaded file (`channel` MANUAL). What was filed is kept,
 * so next year's statement is checked against it; filing a year again replaces it. Audited.
 */
export const fileRegisterStatement = ({ em, actor, company, year, client, channel }: { em: EntityManager; actor: User; company: Company; year: number; client: StatementFilingClient; channel: 'SERVICE' | 'MANUAL' }) =>
  em.transactional(async (tx) => {
    const statement = await buildRegisterStatement({ em: tx, company, year, filingConnected: client.connected });
    const filing = statementFiling(statement);
    const { reference } = channel === 'SERVICE' ? await client.submit(filing) : { reference: null };
    const existing = await tx.findOne(RegisterStatement, { company, year });
    const sentAt = new Date();
    if (existing) Object.assign(existing, { channel, reference, filing, sentAt, sentBy: actor });
    else tx.create(RegisterStatement, { company, year, channel, reference, filing, sentAt, sentBy: actor });
    recordAuditEvent({ em: tx, type: 'statement.filed', actor, company, after: { year, channel, reference } });
    return { year, channel, reference, sentAt: sentAt.toISOString() };
  });
