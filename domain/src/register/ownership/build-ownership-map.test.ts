import { describe, expect, it } from 'vitest';
import { buildOwnershipMap } from './build-ownership-map';
import { collectOwnershipEdges, type OwnershipEdgeLoader } from './collect-ownership-edges';
import { companyKey, personKey, type OwnershipEdge } from './ownership-edge';

const company = (orgNo: string) => ({ key: companyKey(orgNo), kind: 'COMPANY' as const, name: orgNo, organizationNumber: orgNo, birthYear: null });
const stake = (owner: OwnershipEdge['owner'], owned: string, shares: number): OwnershipEdge => ({ owner, ownedOrgNo: owned, ownedName: owned, shares: BigInt(shares), totalShares: 100n, votes: `${shares}`, totalVotes: '100', source: 'PUBLIC_REGISTER' });
// T holds 60 % of S, S holds 30 % of T back (a cross-holding), S holds 100 % of U; Kari holds 70 % of T.
const kari = { key: personKey('Kari', 1970), kind: 'PERSON' as const, name: 'Kari', organizationNumber: null, birthYear: 1970 };
const edges = [stake(company('T'), 'S', 60), stake(company('S'), 'T', 30), stake(company('S'), 'U', 100), stake(kari, 'T', 70)];

/** The registers in memory, counting the calls: one per level and direction, whatever the number of companies. */
const memoryLoader = () => {
  const calls = { into: 0, ownedBy: 0 };
  const loader: OwnershipEdgeLoader = {
    edgesInto: async (orgNos) => (calls.into++, edges.filter((e) => orgNos.includes(e.ownedOrgNo))),
    companiesOwnedBy: async (orgNos) => (calls.ownedBy++, [...new Set(edges.filter((e) => orgNos.includes(e.owner.organizationNumber ?? '')).map((e) => e.ownedOrgNo))]),
  };
  return { loader, calls };
};

describe('ownership maps', () => {
  it('walks a cross-holding once in dual mode, a level at a time', async () => {
    const { loader, calls } = memoryLoader();
    const collected = await collectOwnershipEdges({ loader, orgNo: 'T', graphType: 'dual', levels: 0 });
    const map = buildOwnershipMap({ edges: collected, root: { organizationNumber: 'T', name: 'T' }, graphType: 'dual', levels: 0, threshold: '0' });
    // S both owns T and is owned by it: drawn as the subsidiary it is.
    expect(map.nodes.map((n) => [n.name, n.level])).toEqual([['Kari', -1], ['T', 0], ['S', 1], ['U', 2]]);
    expect(map.edges).toHaveLength(4);
    expect(calls).toEqual({ into: 4, ownedBy: 3 });
  });

  it('leaves out stakes below the minimum and what only they reached', async () => {
    const { loader } = memoryLoader();
    const collected = await collectOwnershipEdges({ loader, orgNo: 'T', graphType: 'owns', levels: 0 });
    const map = buildOwnershipMap({ edges: collected, root: { organizationNumber: 'T', name: 'T' }, graphType: 'owns', levels: 0, threshold: '60.01' });
    expect(map.nodes.map((n) => n.name)).toEqual(['T']);
    expect(buildOwnershipMap({ edges: collected, root: { organizationNumber: 'T', name: 'T' }, graphType: 'owns', levels: 1, threshold: '60' }).nodes.map((n) => n.name)).toEqual(['T', 'S']);
  });
});
