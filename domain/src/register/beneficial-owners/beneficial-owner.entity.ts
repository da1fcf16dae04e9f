import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { BeneficialOwnerReason, OwnershipChainView } from './beneficial-owner-views';
import { BeneficialOwnerStatement } from './beneficial-owner-statement.entity';

/**
 * A person on a statement: as the registers proposed them (with the chains that explain it) or added by the admin,
 * with the shares and votes the admin confirmed (per cent, 2 decimals).
 */
export const BeneficialOwnerSchema = defineEntity({
  name: 'BeneficialOwner',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    statement: () => p.manyToOne(BeneficialOwnerStatement).deleteRule('cascade').index(),
    /** The person's key on the ownership map (`P:<name>|<birth year>`). */
    personKey: p.text(),
    name: p.string().length(300),
    birthYear: p.smallint().nullable(),
    sharesInPercent: p.decimal('string').precision(5).scale(2),
    votesInPercent: p.decimal('string').precision(5).scale(2),
    reasons: p.json<BeneficialOwnerReason[]>(),
    chains: p.json<OwnershipChainView[]>(),
    /** True when the registers proposed the person; false when the admin added them. */
    proposed: p.boolean(),
    comment: p.text().nullable(),
  },
});

export class BeneficialOwner extends BeneficialOwnerSchema.class {}
BeneficialOwnerSchema.setClass(BeneficialOwner);
