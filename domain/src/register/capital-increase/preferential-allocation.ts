/** A holder's current shares of a class, the weight of its preferential right. */
export type PreferentialHolding = { shareholderId: string; shares: bigint };
export type PreferentialOffer = { shareholderId: string; offeredShares: bigint };

/**
 * Hands out `count` shares in proportion to `weights`, each rounded down, the remainder one share at a time by the
 * largest fractional part (seed 001 section 9: the largest remainder method). Fractions are compared exactly: the
 * fractional part of weight × count / total is (weight × count mod total) / total, so the remainders compare as
 * integers. Ties go to the larger weight, then to the lower shareholder id (docs/decisions/register/capital-increase.md),
 * so the result never depends on the order of the input. Weights of zero get nothing.
 */
export const largestRemainderShares = (weights: readonly PreferentialHolding[], count: bigint): PreferentialOffer[] => {
  const total = weights.reduce((sum, { shares }) => sum + shares, 0n);
  if (total === 0n || count <= 0n) return weights.map(({ shareholderId }) => ({ shareholderId, offeredShares: 0n }));
  const rows = weights.map(({ shareholderId, shares }) => ({ shareholderId, shares, offeredShares: (shares * count) / total, remainder: (shares * count) % total }));
  let left = count - rows.reduce((sum, row) => sum + row.offeredShares, 0n);
  const byRemainder = rows
    .filter((row) => row.remainder > 0n)
    .sort((a, b) => (a.remainder !== b.remainder ? (a.remainder > b.remainder ? -1 : 1) : a.shares !== b.shares ? (a.shares > b.shares ? -1 : 1) : a.shareholderId < b.shareholderId ? -1 : a.shareholderId > b.shareholderId ? 1 : 0));
  for (const row of byRemainder) {
    if (left === 0n) break;
    row.offeredShares += 1n;
    left -= 1n;
  }
  return rows.map(({ shareholderId, offeredShares }) => ({ shareholderId, offeredShares }));
};

/** The preferential offer of an issue of `issued` shares: in proportion to current holdings (seed 001 section 9). */
export const preferentialAllocation = (holdings: readonly PreferentialHolding[], issued: bigint): PreferentialOffer[] => largestRemainderShares(holdings, issued);
