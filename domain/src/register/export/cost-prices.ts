import Decimal from 'decimal.js';

/** A log entry as the cost-price replay needs it: its type, payload and holder postings, in log order. */
export type CostEntry = {
  type: string;
  payload: Record<string, unknown>;
  moves: { shareholderId: string; shareTypeId: string; quantity: bigint }[];
};

type Allocation = { shareholderId?: string; sharetypeId?: string; sharePrice?: string };

/** The price per share an entry states for a holder's incoming shares, or null when it states none. */
const statedPrice = ({ type, payload }: CostEntry, shareholderId: string, shareTypeId: string): string | null => {
  switch (type) {
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
 * holder's average cost with them; shares received without a price carry the cost that left in the same
 * entry (gift, inheritance: continuity), and a holder who gives and receives in one entry (a split)
 * keeps its own cost. Exact decimals, rounded half up to 2 decimals at the end.
 */
export const costPrices = (entries: readonly CostEntry[]): Map<string, string> => {
  const positions = new Map<string, { shares: Decimal; cost: Decimal }>();
  const position = (id: string) => positions.get(id) ?? positions.set(id, { shares: new Decimal(0), cost: new Decimal(0) }).get(id)!;
  for (const entry of entries) {
    const leftCost = new Map<string, Decimal>();
    let pool = new Decimal(0);
    for (const out of entry.moves.filter((move) => move.quantity < 0n)) {
      const holder = position(out.shareholderId);
      const quantity = new Decimal((-out.quantity).toString());
      const cost = holder.shares.isZero() ? new Decimal(0) : holder.cost.times(quantity).dividedBy(holder.shares);
      holder.shares = holder.shares.minus(quantity);
      holder.cost = holder.cost.minus(cost);
      leftCost.set(out.shareholderId, (leftCost.get(out.shareholderId) ?? new Decimal(0)).plus(cost));
      pool = pool.plus(cost);
    }
    const incoming = entry.moves.filter((move) => move.quantity > 0n);
    const inherits = (move: CostEntry['moves'][number]) => statedPrice(entry, move.shareholderId, move.shareTypeId) === null && !leftCost.has(move.shareholderId);
    const inheritedShares = incoming.filter(inherits).reduce((sum, move) => sum.plus(move.quantity.toString()), new Decimal(0));
    const keptOwn = new Set<string>();
    for (const move of incoming) {
      const holder = position(move.shareholderId);
      const quantity = new Decimal(move.quantity.toString());
      const price = statedPrice(entry, move.shareholderId, move.shareTypeId);
      let cost: Decimal;
      if (price !== null) cost = quantity.times(price);
      else if (leftCost.has(move.shareholderId)) {
        cost = keptOwn.has(move.shareholderId) ? new Decimal(0) : leftCost.get(move.shareholderId)!;
        keptOwn.add(move.shareholderId);
      } else cost = inheritedShares.isZero() ? new Decimal(0) : pool.times(quantity).dividedBy(inheritedShares);
      holder.shares = holder.shares.plus(quantity);
      holder.cost = holder.cost.plus(cost);
    }
  }
  return new Map([...positions].map(([id, { cost }]) => [id, cost.toFixed(2, Decimal.ROUND_HALF_UP)]));
};
