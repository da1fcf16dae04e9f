import { registerContribution, ShareholderTotal, type Company, type User } from '@andel/domain/server';
import type { EntityManager } from '@mikro-orm/core';

/**
 * The demo books: Skärgårdens Design AB's shareholder contributions (a commitment round, a contribution, a
 * distribution with a recallable part, Elsa Lind's among them) and Nordlys Teknologi AS's commitments, turned on, with a commitment and a draw.
 */
export const seedDemoContributions = async (em: EntityManager, actor: User, { swedish, norwegian, swedishHolderId }: { swedish: Company; norwegian: Company; swedishHolderId: string }) => {
  const largest = async (company: Company, count: number) =>
    (await em.find(ShareholderTotal, { company }, { orderBy: { shares: 'desc' }, limit: count })).map((total) => total.shareholder.id);
  const register = (company: Company, book: 'CONTRIBUTIONS' | 'COMMITMENTS', type: 'COMMITMENT' | 'CONTRIBUTION' | 'DISTRIBUTION', registrationDate: string, details: { shareholderId: string; amount: string; recallableAmount?: string }[], comment?: string) =>
    registerContribution({
      em,
      actor,
      company,
      book,
      input: { organisationNumber: company.organisationNumber, type, mode: 'multiple', registrationDate, comment, details: details.map((detail) => ({ recallableAmount: '0', ...detail })) },
    });

  // The Swedish demo shareholder is among them, so her portal shows her contributions.
  const se = [swedishHolderId, ...(await largest(swedish, 4)).filter((id) => id !== swedishHolderId)].slice(0, 4);
  await register(swedish, 'CONTRIBUTIONS', 'COMMITMENT', '2025-03-01', se.map((shareholderId, i) => ({ shareholderId, amount: ['500000', '250000', '150000', '100000'][i]! })), 'Villkorat aktieägartillskott 2025');
  await register(swedish, 'CONTRIBUTIONS', 'CONTRIBUTION', '2025-06-15', se.map((shareholderId, i) => ({ shareholderId, amount: ['200000', '100000', '60000', '40000'][i]! })));
  await register(swedish, 'CONTRIBUTIONS', 'DISTRIBUTION', '2025-12-10', se.slice(0, 2).map((shareholderId, i) => ({ shareholderId, amount: ['50000', '25000'][i]!, recallableAmount: ['20000', '10000'][i]! })));

  norwegian.commitmentsEnabled = true;
  const no = await largest(norwegian, 3);
  await register(norwegian, 'COMMITMENTS', 'COMMITMENT', '2025-02-01', no.map((shareholderId, i) => ({ shareholderId, amount: ['1000000', '600000', '400000'][i]! })), 'Kapitalforpliktelser 2025');
  await register(norwegian, 'COMMITMENTS', 'CONTRIBUTION', '2025-09-01', no.map((shareholderId, i) => ({ shareholderId, amount: ['250000', '150000', '100000'][i]! })));
};
