import type { EntityManager } from '@mikro-orm/core';
import Decimal from 'decimal.js';
import type { Company } from '../company/company.entity';
import { Posting } from '../transactionLog/posting.entity';
import { TransactionLogEntry } from '../transactionLog/transaction-log-entry.entity';

type Position = { shares: Decimal; cost: Decimal };
type Allocation = { shareholderId?: string; sharetypeId?: string; sharePrice?: string };

/** The price per share an entry states for a holder's incoming shares, or null when it states none. */
const statedPrice = (entry: TransactionLogEntry, shareholderId: string, shareTypeId: string): string | null => {
  const payload = entry.payload;
  switch (entry.type) {
    case 'SHAREHOLDING_PER_DATE':
    case 'INCORPORATION':
      return typeof payload.nominalValue === 'string' ? payload.nominalValue : null;
    case 'ISSUE':
      return ((payload.shareAllocation as Allocation[] | undefined) ?? []).find((a) => a.shareholderId === shareholderId && a.sharetypeId === shareTypeId)?.sharePrice ?? null;
    case 'BUY_SELL':
      return typeof payload.pricePerShare === 'string' ? payload.pricePerShare : null;
    default:
      return null;
  }
};

/**
 * Each holder's cost price (inngangsverdi) by average cost, replaying the log: shares bought or
 * subscribed cost their stated price, an opening register its nominal value; shares leaving take the
 * holder's average cost with them, and shares received without a price (gift, inheritance, split) carry
 * the cost that left in the same entry (continuity). Exact decimals, rounded to 2 decimals at the end.
 */
export const findCostPrices = async (em: EntityManager, company: Company): Promise<Map<string, string>> => {
  const [entries, postings] = await Promise.all([
    em.find(TransactionLogEntry, { company }, { orderBy: { sequence: 'asc' } }),
    em.find(Posting, { company, shareholder: { $ne: null } }),
  ]);
  const byEntry = Map.groupBy(postings, (posting) => posting.entry.id);
  const positions = new Map<string, Position>();
  const position = (id: string) => positions.get(id) ?? positions.set(id, { shares: new Decimal(0), cost: new Decimal(0) }).get(id)!;
  for (const entry of entries) {
    const moves = byEntry.get(entry.id) ?? [];
    const leftCost = new Map<string, Decimal>();
    let pool = new Decimal(0);
    for (const out of moves.filter((move) => move.quantity < 0n)) {
      const holder = position(out.shareholder!.id);
      const quantity = new Decimal((-out.quantity).toString());
      const cost = holder.shares.isZero() ? new Decimal(0) : holder.cost.times(quantity).dividedBy(holder.shares);
      holder.shares = holder.shares.minus(quantity);
      holder.cost = holder.cost.minus(cost);
      leftCost.set(out.shareholder!.id, (leftCost.get(out.shareholder!.id) ?? new Decimal(0)).plus(cost));
      pool = pool.plus(cost);
    }
    const incoming = moves.filter((move) => move.quantity > 0n);
    const unpriced = incoming.filter((move) => statedPrice(entry, move.shareholder!.id, move.shareType.id) === null && !leftCost.has(move.shareholder!.id));
    const unpricedShares = unpriced.reduce((sum, move) => sum.plus(move.quantity.toString()), new Decimal(0));
    const ownReturned = new Set<string>();
    for (const move of incoming) {
      const id = move.shareholder!.id;
      const holder = position(id);
      const quantity = new Decimal(move.quantity.toString());
      const price = statedPrice(entry, id, move.shareType.id);
      let cost: Decimal;
      if (price !== null) cost = quantity.times(price);
      else if (leftCost.has(id)) {
        // A split or renumbering: the holder keeps the cost its shares had, once.
        cost = ownReturned.has(id) ? new Decimal(0) : leftCost.get(id)!;
        ownReturned.add(id);
      } else cost = unpricedShares.isZero() ? new Decimal(0) : pool.times(quantity).dividedBy(unpricedShares);
      holder.shares = holder.shares.plus(quantity);
      holder.cost = holder.cost.plus(cost);
    }
  }
  return new Map([...positions].map(([id, { cost }]) => [id, cost.toFixed(2, Decimal.ROUND_HALF_UP)]));
};
