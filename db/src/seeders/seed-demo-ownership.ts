import { createBeneficialOwnerStatement, Holding, proposeBeneficialOwners, recordTransaction, Shareholder, ShareholderTotal, type Company, type User } from '@andel/domain/server';
import { instantOfDate } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';
import { demoBeneficialOwner } from './demo-data';

/**
 * Issues new shares to Bergfjell's two holding companies so they hold about 40 % and 25 % of it (their owners are in
 * the demo year of the public register): its beneficial-owner page then proposes a person through the two. A
 * statement confirmed the day before the issue (as the registers stood) makes that person's crossing of 25 % show on
 * the dashboard and in the follow-up.
 */
export const seedDemoOwnership = async (em: EntityManager, actor: User, company: Company) => {
  await em.flush();
  const before = await proposeBeneficialOwners({ em, company });
  await createBeneficialOwnerStatement({
    em, actor, company,
    input: { statementDate: demoBeneficialOwner.statementDate, confirm: true, owners: before.map((p) => ({ personKey: p.key, name: p.name, birthYear: p.birthYear, sharesInPercent: p.sharesInPercent, votesInPercent: p.votesInPercent, comment: null })) },
  });
  const totals = await em.find(ShareholderTotal, { company }, { populate: ['shareholder'] });
  const total = totals.reduce((sum, t) => sum + t.shares, 0n);
  const holders = demoBeneficialOwner.holdings.map(({ companyNumber, percent }) => {
    const held = totals.find((t) => t.shareholder.companyNumber === companyNumber);
    return { shareholder: held?.shareholder, shares: held?.shares ?? 0n, percent };
  });
  // After the issue the total is S: each holding company holds percent of S, the others keep what they hold.
  const others = total - holders.reduce((sum, h) => sum + h.shares, 0n);
  const after = (others * 100n) / (100n - holders.reduce((sum, h) => sum + h.percent, 0n));
  const shareClass = (await em.findOneOrFail(Holding, { company, shares: { $gt: 0n } }, { orderBy: { shareClass: 'asc' } })).shareClass;
  await recordTransaction({
    em,
    actor,
    company,
    transaction: {
      kind: 'issue',
      input: {
        organizationnumber: company.organisationNumber,
        transactionDate: instantOfDate(demoBeneficialOwner.issueDate),
        isBonusIssue: false,
        increaseType: 'newIssue',
        isPending: false,
        shareAllocation: holders.map((h) => ({ shareholderId: (h.shareholder as Shareholder).id, sharetypeId: shareClass.id, numberOfShares: (after * h.percent) / 100n - h.shares, sharePrice: '25' })),
      },
    },
  });
};
