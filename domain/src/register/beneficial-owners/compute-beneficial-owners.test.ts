import { describe, expect, it } from 'vitest';
import { companyKey, personKey, type OwnershipEdge } from '../ownership/ownership-edge';
import { computeBeneficialOwners } from './compute-beneficial-owners';

// Worked numbers: T is the company asked about; A, B, C companies; Kari, Ola, Per natural persons.
const company = (orgNo: string) => ({ key: companyKey(orgNo), kind: 'COMPANY' as const, name: `Company ${orgNo}`, organizationNumber: orgNo, birthYear: null });
const person = (name: string) => ({ key: personKey(name, 1970), kind: 'PERSON' as const, name, organizationNumber: null, birthYear: 1970 });
/** `owner` holds `shares` of 100 shares of `owned`, and `votes` of 100 votes (the same unless given). */
const stake = (owner: OwnershipEdge['owner'], owned: string, shares: number, votes = shares): OwnershipEdge => ({
  owner, ownedOrgNo: owned, ownedName: `Company ${owned}`, shares: BigInt(shares), totalShares: 100n, votes: `${votes}.00000`, totalVotes: '100.00000', source: 'ANDEL',
});
const [T, A, B, C] = ['T', 'A', 'B', 'C'];
const [kari, ola, per] = [person('Kari Nordmann'), person('Ola Nordmann'), person('Per Hansen')];

describe('computeBeneficialOwners', () => {
  it('sums a person\'s chains through two companies: 50 % x 40 % + 40 % x 25 % = 30 %', () => {
    const edges = [stake(company(A), T, 40), stake(company(B), T, 25), stake(ola, T, 35), stake(kari, A, 50), stake(per, A, 50), stake(kari, B, 40), stake(per, B, 60)];
    const owners = computeBeneficialOwners(edges, T);
    const kariOwner = owners.find((o) => o.name === 'Kari Nordmann')!;
    expect(kariOwner).toMatchObject({ sharesInPercent: '30.00', votesInPercent: '30.00', reasons: ['SHARES', 'VOTES'] });
    expect(kariOwner.chains.map((c) => [c.links.map((l) => `${l.ownerName}>${l.ownedOrgNo} ${l.ownershipInPercent}`), c.sharesInPercent])).toEqual([
      [['Kari Nordmann>A 50.00', 'Company A>T 40.00'], '20.00'],
      [['Kari Nordmann>B 40.00', 'Company B>T 25.00'], '10.00'],
    ]);
    // Ola directly 35 %; Per 50 % x 40 % + 60 % x 25 % = 20 % + 15 % (B controlled: 25 % whole) = 20 % + 25 % = 45 %.
    expect(owners.map((o) => [o.name, o.sharesInPercent])).toEqual([['Per Hansen', '45.00'], ['Ola Nordmann', '35.00'], ['Kari Nordmann', '30.00']]);
  });

  it('counts a stake held through a majority at each level whole: 60 % of A, 70 % of B, B holds 30 % of T = 30 %, not 12.6 %', () => {
    const edges = [stake(company(B), T, 30), stake(company(A), B, 70), stake(kari, A, 60), stake(ola, T, 70), stake(per, A, 40)];
    const owners = computeBeneficialOwners(edges, T);
    expect(owners.find((o) => o.name === 'Kari Nordmann')).toMatchObject({ sharesInPercent: '30.00', chains: [{ controlled: true, sharesInPercent: '30.00' }] });
    // Per holds 40 % of A (no majority): 40 % x 70 % x 30 % = 8.4 %, not proposed.
    expect(owners.map((o) => o.name)).toEqual(['Ola Nordmann', 'Kari Nordmann']);
  });

  it('never counts exactly 25 %, and proposes by votes alone', () => {
    const edges = [stake(kari, T, 25, 25), stake(ola, T, 20, 40), stake(per, T, 55, 35)];
    expect(computeBeneficialOwners(edges, T).map((o) => [o.name, o.reasons])).toEqual([['Per Hansen', ['SHARES', 'VOTES']], ['Ola Nordmann', ['VOTES']]]);
  });

  it('walks a cross-holding once: T holds 40 % of A while A holds 50 % of T', () => {
    // A: Kari 60 % (a majority), T 40 %. T: A 50 %, Ola 50 %. Kari controls A, so A's 50 % of T counts whole for her.
    const edges = [stake(company(A), T, 50), stake(ola, T, 50), stake(kari, A, 60), stake(company(T), A, 40)];
    expect(computeBeneficialOwners(edges, T).map((o) => [o.name, o.sharesInPercent, o.chains.length])).toEqual([['Kari Nordmann', '50.00', 1], ['Ola Nordmann', '50.00', 1]]);
  });

  it('ends a cycle among three companies and sums the chains that reach a person', () => {
    // T <- A 50 %, A <- B 50 %, B <- C 50 %, C <- A 50 % (a cycle A-B-C), C <- Kari 50 %, B <- Per 50 %, A <- Ola 50 %, T <- Ola 50 %.
    const edges = [stake(company(A), T, 50), stake(ola, T, 50), stake(company(B), A, 50), stake(ola, A, 50), stake(company(C), B, 50), stake(per, B, 50), stake(company(A), C, 50), stake(kari, C, 50)];
    const owners = computeBeneficialOwners(edges, T);
    // Ola: 50 % + 50 % x 50 % = 75 %; Per: 50 % x 50 % x 50 % = 12.5 %; Kari: 50 % x 50 % x 50 % x 50 % = 6.25 %.
    expect(owners.map((o) => [o.name, o.sharesInPercent])).toEqual([['Ola Nordmann', '75.00']]);
  });

  it('keeps thirds exact: three chains of 1/3 x 1/4 + one of 1/3 sum to exactly 7/12', () => {
    const third = (owner: OwnershipEdge['owner'], owned: string): OwnershipEdge => ({ ...stake(owner, owned, 1), shares: 1n, totalShares: 3n, votes: '1', totalVotes: '3' });
    const quarterOf = (owner: OwnershipEdge['owner'], owned: string): OwnershipEdge => ({ ...stake(owner, owned, 1), shares: 1n, totalShares: 4n, votes: '1', totalVotes: '4' });
    const edges = [third(company(A), T), third(company(B), T), third(company(C), T), quarterOf(kari, A), quarterOf(kari, B), quarterOf(kari, C), quarterOf(ola, A)];
    // 3 x 1/12 = 1/4 exactly: not more than 25 %, so Kari is not proposed (a float sum would give 0.25000000000000006).
    expect(computeBeneficialOwners(edges, T)).toEqual([]);
  });
});
