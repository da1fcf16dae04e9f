import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { ShareholderTotal } from '../read-model/shareholder-total.entity';
import { Shareholder } from '../shareholders/shareholder.entity';
import { shareholderDisplayName } from '../shareholders/shareholder-display';
import { requireContributionBook } from './contribution-book';
import { contributionJson } from './contribution-json';
import { contributionSummary } from './contribution-summary';
import type { ContributionBookView, ContributionView } from './contribution-views';
import type { ContributionBook } from './contribution-types';
import { ShareholderContributionDetail } from './shareholder-contribution-detail.entity';
import { ShareholderContribution } from './shareholder-contribution.entity';

/** The book's entries, newest first, restricted to one holder's details when `shareholderId` is given. */
export const findContributions = async ({ em, company, book, shareholderId }: { em: EntityManager; company: Company; book: ContributionBook; shareholderId?: string }): Promise<ContributionView[]> => {
  const details = await em.find(
    ShareholderContributionDetail,
    { contribution: { company, book }, ...(shareholderId ? { shareholder: shareholderId } : {}) },
    { populate: ['shareholder', 'contribution'], orderBy: { id: 'asc' } },
  );
  const byEntry = new Map<ShareholderContribution, ShareholderContributionDetail[]>();
  for (const detail of details) byEntry.set(detail.contribution, [...(byEntry.get(detail.contribution) ?? []), detail]);
  const entries = shareholderId ? [...byEntry.keys()] : await em.find(ShareholderContribution, { company, book });
  return entries
    .sort((a, b) => b.registrationDate.getTime() - a.registrationDate.getTime() || b.createdAt.getTime() - a.createdAt.getTime())
    .map((entry) => contributionJson(entry, byEntry.get(entry) ?? []));
};

/** Each holder's shares today and the company's total, for the summary's ownership. */
const sharesOf = async (em: EntityManager, company: Company) => {
  const totals = await em.find(ShareholderTotal, { company });
  return { shares: new Map(totals.map((total) => [total.shareholder.id, BigInt(total.shares)])), totalShares: totals.reduce((sum, total) => sum + BigInt(total.shares), 0n) };
};

/** The summary of the given entries per holder, with the holders' names, largest ownership first. */
export const summariseContributions = async ({ em, company, contributions, shareholderId }: { em: EntityManager; company: Company; contributions: ContributionView[]; shareholderId?: string }) => {
  const { shares, totalShares } = await sharesOf(em, company);
  const held = shareholderId ? new Map([[shareholderId, shares.get(shareholderId) ?? 0n]]) : shares;
  const rows = contributionSummary({ details: contributions.flatMap((entry) => entry.details.map((detail) => ({ ...detail, type: entry.type }))), shares: held, totalShares });
  const holders = await em.find(Shareholder, { id: rows.map((row) => row.shareholderId), company });
  const names = new Map(holders.map((holder) => [holder.id, shareholderDisplayName(holder)]));
  return rows
    .map((row) => ({ ...row, shareholderName: names.get(row.shareholderId) ?? null }))
    .sort((a, b) => Number(b.ownership) - Number(a.ownership) || (a.shareholderName ?? '').localeCompare(b.shareholderName ?? ''));
};

/** `GET /shareholderContribution/{orgNo}` (and `/shareholder-commitment/{orgNo}`): the book's log and summary. */
export const findContributionBook = async ({ em, company, book }: { em: EntityManager; company: Company; book: ContributionBook }): Promise<ContributionBookView> => {
  requireContributionBook(company, book);
  const contributions = await findContributions({ em, company, book });
  return { book, currency: company.currency, contributions, summary: await summariseContributions({ em, company, contributions }) };
};
