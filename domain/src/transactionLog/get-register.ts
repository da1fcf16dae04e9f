import type { EntityManager } from '@mikro-orm/core';
import Decimal from 'decimal.js';
import type { Company } from '../company/company.entity';
import { Holding } from './holding.entity';
import { RegisterHead } from './register-head.entity';

export type RegisterRow = {
  shareholderId: string;
  holdings: { shareTypeId: string; shares: string; votes: string; shareNumbers: string }[];
  totalShares: string;
  totalVotes: string;
  /** Fractions as exact decimal strings; the client shows them as percentages with 2 decimals. */
  shareOfShares: string;
  shareOfVotes: string;
};

/** The register as it stands, from the read model: holdings, votes, share numbers, ownership and share capital. */
export const getRegister = async ({ em, company }: { em: EntityManager; company: Company }) => {
  const [holdings, head] = await Promise.all([
    em.find(Holding, { company }, { populate: ['shareType'] }),
    em.findOne(RegisterHead, { company }),
  ]);
  const byHolder = Map.groupBy(holdings, (holding) => holding.shareholder.id);
  const votesOf = (holding: Holding) => new Decimal(holding.shares.toString()).times(holding.shareType.votesPerShare);
  const totalShares = holdings.reduce((sum, holding) => sum + BigInt(holding.shares), 0n);
  const totalVotes = holdings.reduce((sum, holding) => sum.plus(votesOf(holding)), new Decimal(0));
  const fraction = (part: Decimal, whole: Decimal) => (whole.isZero() ? '0' : part.dividedBy(whole).toString());
  const rows: RegisterRow[] = [...byHolder].map(([shareholderId, own]) => {
    const shares = own.reduce((sum, holding) => sum + BigInt(holding.shares), 0n);
    const votes = own.reduce((sum, holding) => sum.plus(votesOf(holding)), new Decimal(0));
    return {
      shareholderId,
      holdings: own.map((holding) => ({ shareTypeId: holding.shareType.id, shares: holding.shares.toString(), votes: votesOf(holding).toString(), shareNumbers: holding.shareNumbers })),
      totalShares: shares.toString(),
      totalVotes: votes.toString(),
      shareOfShares: fraction(new Decimal(shares.toString()), new Decimal(totalShares.toString())),
      shareOfVotes: fraction(votes, totalVotes),
    };
  });
  rows.sort((a, b) => new Decimal(b.totalVotes).comparedTo(a.totalVotes));
  const nominalValue = head?.nominalValue ?? null;
  return {
    rows,
    totalShares: totalShares.toString(),
    totalVotes: totalVotes.toString(),
    nominalValue,
    shareCapital: nominalValue === null ? null : new Decimal(totalShares.toString()).times(nominalValue).toString(),
  };
};
