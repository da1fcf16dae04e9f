import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Company } from '../../platform/companies/company.entity';
import { User } from '../../platform/users/user.entity';

/**
 * A request from anyone for a copy of the company's shareholder register (aksjeloven § 4-5 and the innsyn
 * regulation in force from 1 February 2025): who asked and where to send it, the legal deadline, and when the
 * redacted copy was sent and by whom. The requests are the log.
 */
export const InnsynRequestSchema = defineEntity({
  name: 'InnsynRequest',
  indexes: [{ properties: ['company', 'receivedAt'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    company: () => p.manyToOne(Company).deleteRule('cascade'),
    requesterName: p.string().length(200),
    requesterEmail: p.string().length(320),
    message: p.text().nullable(),
    receivedAt: p.datetime().onCreate(() => new Date()),
    /** Three business days after the day it was received (YYYY-MM-DD). */
    deadline: p.string().length(10),
    sentAt: p.datetime().nullable(),
    sentBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export class InnsynRequest extends InnsynRequestSchema.class {}
InnsynRequestSchema.setClass(InnsynRequest);
