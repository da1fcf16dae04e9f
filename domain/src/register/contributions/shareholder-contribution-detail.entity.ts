import { defineEntity, p } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { currencies } from '../../platform/companies/company-constants';
import { Shareholder } from '../shareholders/shareholder.entity';
import { contributionAmountColumn } from './contribution-types';
import { ShareholderContribution } from './shareholder-contribution.entity';

/** One holder's amount in a contribution (seed: shareholderContributionDetailsId, shareholderId, currency, amount, recallableAmount). */
export const ShareholderContributionDetailSchema = defineEntity({
  name: 'ShareholderContributionDetail',
  indexes: [{ properties: ['shareholder'] }, { properties: ['contribution'] }],
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    contribution: () => p.manyToOne(ShareholderContribution).deleteRule('cascade'),
    shareholder: () => p.manyToOne(Shareholder).deleteRule('cascade'),
    currency: p.enum(currencies),
    amount: p.decimal('string').precision(contributionAmountColumn.precision).scale(contributionAmountColumn.scale),
    recallableAmount: p.decimal('string').precision(contributionAmountColumn.precision).scale(contributionAmountColumn.scale),
  },
});

export class ShareholderContributionDetail extends ShareholderContributionDetailSchema.class {}
ShareholderContributionDetailSchema.setClass(ShareholderContributionDetail);
