import Decimal from 'decimal.js';
import { shareholderDisplayName } from '../shareholders/shareholder-display';
import { attachmentInfo } from '../attachments/attachment-json';
import type { ContributionAttachment } from './contribution-attachment.entity';
import type { ContributionView } from './contribution-views';
import type { ShareholderContributionDetail } from './shareholder-contribution-detail.entity';
import type { ShareholderContribution } from './shareholder-contribution.entity';

const totals = (details: readonly ShareholderContributionDetail[]) => ({
  totalAmount: details.reduce((sum, detail) => sum.plus(detail.amount), new Decimal(0)).toFixed(2),
  totalRecallableAmount: details.reduce((sum, detail) => sum.plus(detail.recallableAmount), new Decimal(0)).toFixed(2),
});

/** An entry as the apps show it; details need their shareholder loaded. */
export const contributionJson = (
  contribution: ShareholderContribution,
  details: readonly ShareholderContributionDetail[],
  attachments: readonly ContributionAttachment[] = [],
): ContributionView => ({
  ...totals(details),
  shareholderContributionId: contribution.id,
  organisationNumber: contribution.company.organisationNumber,
  book: contribution.book,
  type: contribution.type,
  registrationDate: contribution.registrationDate.toISOString(),
  comment: contribution.comment ?? null,
  updatedAt: contribution.updatedAt.toISOString(),
  details: details.map((detail) => ({
    shareholderContributionDetailsId: detail.id,
    shareholderId: detail.shareholder.id,
    shareholderName: shareholderDisplayName(detail.shareholder),
    currency: detail.currency,
    amount: new Decimal(detail.amount).toFixed(2),
    recallableAmount: new Decimal(detail.recallableAmount).toFixed(2),
  })),
  attachments: attachments.map(attachmentInfo),
});
