import { maxOwnershipLevels } from '../ownership/collect-ownership-edges';
import { shareFraction, voteFraction, type OwnershipEdge } from '../ownership/ownership-edge';
import { add, greaterThan, half, multiply, one, quarter, toPercent, zero, type Ratio } from '../ownership/ratio';
import type { BeneficialOwnerProposal, BeneficialOwnerReason, OwnershipChainView } from './beneficial-owner-views';

type Chain = { person: OwnershipEdge['owner']; links: OwnershipEdge[] };

/** Every chain of stakes from a natural person down to `orgNo`, each company at most once on a chain (so cycles end). */
const chainsInto = (edges: OwnershipEdge[], orgNo: string): Chain[] => {
  const into = new Map<string, OwnershipEdge[]>();
  for (const e of edges) into.set(e.ownedOrgNo, [...(into.get(e.ownedOrgNo) ?? []), e]);
  const chains: Chain[] = [];
  const walk = (company: string, below: OwnershipEdge[], path: Set<string>) => {
    for (const edge of into.get(company) ?? []) {
      const links = [edge, ...below];
      const owner = edge.owner.organizationNumber;
      if (edge.owner.kind === 'PERSON') chains.push({ person: edge.owner, links });
      else if (owner && !path.has(owner) && links.length < maxOwnershipLevels) walk(owner, links, new Set(path).add(owner));
    }
  };
  walk(orgNo, [], new Set([orgNo]));
  return chains;
};

/**
 * What a chain gives its person: the product of its stakes, except that while the person holds a majority of the
 * votes of each company from the top, that company's stake counts whole (control through a majority at each
 * level); the last stake, in the company itself, always counts as it is.
 */
const chainValue = (links: OwnershipEdge[]) => {
  let controlling = true;
  let [shares, votes] = [one, one];
  links.forEach((link, index) => {
    const last = index === links.length - 1;
    controlling = controlling && !last && greaterThan(voteFraction(link), half);
    if (controlling) return;
    shares = multiply(shares, shareFraction(link));
    votes = multiply(votes, voteFraction(link));
  });
  return { shares, votes, controlled: links.length > 1 && links.slice(0, -1).every((l) => greaterThan(voteFraction(l), half)) };
};

const chainView = (links: OwnershipEdge[]): OwnershipChainView => {
  const { shares, votes, controlled } = chainValue(links);
  return {
    links: links.map((l) => ({ ownerKey: l.owner.key, ownerName: l.owner.name, ownedOrgNo: l.ownedOrgNo, ownedName: l.ownedName, ownershipInPercent: toPercent(shareFraction(l)), votesInPercent: toPercent(voteFraction(l)) })),
    sharesInPercent: toPercent(shares),
    votesInPercent: toPercent(votes),
    controlled,
  };
};

/**
 * The beneficial owners of `orgNo` (pure, exact fractions): every natural person holding more than 25 % of the
 * shares or of the votes directly or indirectly, chains multiplied along and summed over, with the chains that
 * explain it, largest first. `edges` are the stakes upwards from the company (`collectOwnershipEdges` 'owner').
 */
export const computeBeneficialOwners = (edges: OwnershipEdge[], orgNo: string): BeneficialOwnerProposal[] => {
  const byPerson = new Map<string, { person: Chain['person']; shares: Ratio; votes: Ratio; chains: OwnershipEdge[][] }>();
  for (const { person, links } of chainsInto(edges, orgNo)) {
    const { shares, votes } = chainValue(links);
    const sum = byPerson.get(person.key) ?? { person, shares: zero, votes: zero, chains: [] };
    byPerson.set(person.key, { person, shares: add(sum.shares, shares), votes: add(sum.votes, votes), chains: [...sum.chains, links] });
  }
  return [...byPerson.values()]
    .map(({ person, shares, votes, chains }) => {
      const reasons: BeneficialOwnerReason[] = [...(greaterThan(shares, quarter) ? ['SHARES' as const] : []), ...(greaterThan(votes, quarter) ? ['VOTES' as const] : [])];
      return { person, shares, votes, reasons, chains };
    })
    .filter((p) => p.reasons.length)
    .sort((a, b) => (greaterThan(b.shares, a.shares) ? 1 : greaterThan(a.shares, b.shares) ? -1 : a.person.name.localeCompare(b.person.name)))
    .map(({ person, shares, votes, reasons, chains }) => ({
      key: person.key,
      name: person.name,
      birthYear: person.birthYear,
      sharesInPercent: toPercent(shares),
      votesInPercent: toPercent(votes),
      reasons,
      chains: chains.map(chainView),
    }));
};
