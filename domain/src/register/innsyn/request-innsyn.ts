import type { EntityManager } from '@mikro-orm/core';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { Company } from '../../platform/companies/company.entity';
import { DomainError } from '../../kernel/errors/domain-error';
import { todayLocalDate } from '../../kernel/validation/local-date';
import { businessDaysAfter } from './business-days';
import { InnsynRequest } from './innsyn-request.entity';
import type { TInnsynRequest } from './innsyn.schemas';

/** The legal deadline for sending the copy: three business days (the innsyn regulation from 1 February 2025). */
export const innsynDeadlineDays = 3;

/**
 * Anyone's request for a copy of a Norwegian company's register (`POST /innsyn/{orgNo}`, anonymous): recorded with
 * its deadline and audited. An unknown or non-Norwegian company is `innsyn.companyNotFound`.
 */
export const requestInnsyn = ({ em, organisationNumber, input, now = new Date() }: { em: EntityManager; organisationNumber: string; input: TInnsynRequest; now?: Date }) =>
  em.transactional(async (tx) => {
    const company = await tx.findOne(Company, { organisationNumber, country: 'NO' });
    if (!company) throw new DomainError('innsyn.companyNotFound');
    const request = tx.create(InnsynRequest, {
      company,
      requesterName: input.name,
      requesterEmail: input.email,
      message: input.message || null,
      receivedAt: now,
      deadline: businessDaysAfter(todayLocalDate(now), innsynDeadlineDays),
    });
    recordAuditEvent({ em: tx, type: 'innsyn.requested', actor: null, company, after: { id: request.id, requesterName: request.requesterName, requesterEmail: request.requesterEmail, deadline: request.deadline } });
    return { companyName: company.name, deadline: request.deadline };
  });
