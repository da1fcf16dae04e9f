import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { User } from '../users/user.entity';

/** A user's own named group of companies (seed: platform core, section 3); only its creator sees it. */
export const PortfolioSchema = defineEntity({
  name: 'Portfolio',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    name: p.string().length(200),
    createdBy: () => p.manyToOne(User).deleteRule('cascade').index(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Portfolio extends PortfolioSchema.class {}
PortfolioSchema.setClass(Portfolio);
