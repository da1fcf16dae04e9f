import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { Posting } from '../log/posting.entity';
import { TransactionLogEntry } from '../log/transaction-log-entry.entity';
import { costPrices } from './cost-prices';

/** The company's holders' cost prices, from its log in sequence order (see `costPrices`). */
export const findCostPrices = async (em: EntityManager, company: Company): Promise<Map<string, string>> => {
  const [entries, postings] = await Promise.all([
    em.find(TransactionLogEntry, { company }, { orderBy: { sequence: 'asc' } }),
    em.find(Posting, { company, shareholder: { $ne: null } }),
  ]);
  const byEntry = Map.groupBy(postings, (posting) => posting.entry.id);
  return costPrices(
    entries.map((entry) => ({
      type: entry.type,
      payload: entry.payload,
      moves: (byEntry.get(entry.id) ?? []).map((posting) => ({ shareholderId: posting.shareholder!.id, shareTypeId: posting.shareClass.id, quantity: posting.quantity })),
    })),
  );
};
