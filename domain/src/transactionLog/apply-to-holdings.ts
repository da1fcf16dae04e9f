import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../company/company.entity';
import { DomainError } from '../errors/domain-error';
import { Holding } from './holding.entity';
import type { HashedPosting } from './log-hash';
import { countShares, formatShareRuns, normaliseRuns, parseShareRuns, subtractRuns, type ShareRun } from './share-numbers';

export const runsOf = (holding: Holding | null | undefined): ShareRun[] => (holding?.shareNumbers ? (parseShareRuns(holding.shareNumbers) ?? []) : []);

/**
 * Keeps the read model in step with the log, in the append's transaction: each holder posting adds or
 * removes its share numbers. A holding never goes negative: taking numbers not held is refused.
 */
export const applyToHoldings = async (tx: EntityManager, company: Company, postings: readonly HashedPosting[]): Promise<void> => {
  const holderPostings = postings.filter((posting) => posting.shareholderId !== null);
  const keys = [...new Set(holderPostings.map((posting) => `${posting.shareholderId}|${posting.shareTypeId}`))];
  const existing = keys.length
    ? await tx.find(Holding, { $or: keys.map((key) => ({ shareholder: key.split('|')[0]!, shareType: key.split('|')[1]! })) })
    : [];
  for (const key of keys) {
    const [shareholderId, shareTypeId] = key.split('|') as [string, string];
    const holding = existing.find((row) => row.shareholder.id === shareholderId && row.shareType.id === shareTypeId);
    let runs = runsOf(holding);
    for (const posting of holderPostings.filter((p) => p.shareholderId === shareholderId && p.shareTypeId === shareTypeId)) {
      const run = { from: posting.numberFrom, to: posting.numberTo };
      if (posting.quantity > 0n) {
        try {
          runs = normaliseRuns([...runs, run]);
        } catch {
          throw new DomainError('shareNumbers.invalid');
        }
      } else {
        const left = subtractRuns(runs, [run]);
        if (!left) throw new DomainError('insufficientShares');
        runs = left;
      }
    }
    const shares = countShares(runs);
    if (holding && shares === 0n) tx.remove(holding);
    else if (holding) tx.assign(holding, { shares, shareNumbers: formatShareRuns(runs) });
    else if (shares > 0n) tx.create(Holding, { shareholder: shareholderId, shareType: shareTypeId, company, shares, shareNumbers: formatShareRuns(runs) });
  }
};
