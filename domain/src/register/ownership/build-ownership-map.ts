import { effectiveLevels } from './collect-ownership-edges';
import { companyKey, shareFraction, voteFraction, type OwnerIdentity, type OwnershipEdge } from './ownership-edge';
import type { OwnershipGraphType, OwnershipMapEdge, OwnershipMapNode, OwnershipMapView } from './ownership-views';
import { compare, ratioOfDecimals, toPercent } from './ratio';

type Options = { edges: OwnershipEdge[]; root: { organizationNumber: string; name: string }; graphType: OwnershipGraphType; levels: number; threshold: string };

/** Breadth-first levels from the root along `next`, at most `depth` steps, with `sign` -1 upwards and 1 downwards. */
const levelsFrom = (rootKey: string, next: Map<string, string[]>, depth: number, sign: 1 | -1) => {
  const level = new Map<string, number>();
  let frontier = [rootKey];
  for (let step = 1; step <= depth && frontier.length; step++) {
    frontier = [...new Set(frontier.flatMap((k) => next.get(k) ?? []))].filter((k) => k !== rootKey && !level.has(k));
    frontier.forEach((k) => level.set(k, sign * step));
  }
  return level;
};

const append = (map: Map<string, string[]>, key: string, value: string) => map.set(key, [...(map.get(key) ?? []), value]);

/**
 * The map the console draws and the downloads render (pure): stakes below the minimum percentage are left out
 * (0 means all), then the companies and persons still reached from the company within the level filter are kept,
 * owners on negative levels, subsidiaries on positive ones.
 */
export const buildOwnershipMap = ({ edges, root, graphType, levels, threshold }: Options): OwnershipMapView => {
  const minimum = ratioOfDecimals(threshold, '100');
  const kept = edges.filter((e) => compare(shareFraction(e), minimum) >= 0);
  const rootKey = companyKey(root.organizationNumber);
  const [owners, owned] = [new Map<string, string[]>(), new Map<string, string[]>()];
  for (const e of kept) {
    append(owners, companyKey(e.ownedOrgNo), e.owner.key);
    append(owned, e.owner.key, companyKey(e.ownedOrgNo));
  }
  const depth = effectiveLevels(levels);
  const up = graphType === 'owns' ? new Map<string, number>() : levelsFrom(rootKey, owners, depth, -1);
  const down = graphType === 'owner' ? new Map<string, number>() : levelsFrom(rootKey, owned, depth, 1);
  const levelOf = new Map<string, number>([...up, ...down, [rootKey, 0]]);

  const identities = new Map<string, OwnerIdentity>([[rootKey, { key: rootKey, kind: 'COMPANY', name: root.name, organizationNumber: root.organizationNumber, birthYear: null }]]);
  for (const e of kept) {
    identities.set(e.owner.key, e.owner);
    const key = companyKey(e.ownedOrgNo);
    if (!identities.has(key)) identities.set(key, { key, kind: 'COMPANY', name: e.ownedName, organizationNumber: e.ownedOrgNo, birthYear: null });
  }
  const nodes: OwnershipMapNode[] = [...levelOf].map(([key, level]) => ({ ...identities.get(key)!, level }));
  const mapEdges: OwnershipMapEdge[] = kept
    .filter((e) => levelOf.has(e.owner.key) && levelOf.has(companyKey(e.ownedOrgNo)))
    .map((e) => ({ ownerKey: e.owner.key, ownedKey: companyKey(e.ownedOrgNo), ownershipInPercent: toPercent(shareFraction(e)), votesInPercent: toPercent(voteFraction(e)), source: e.source }));
  nodes.sort((a, b) => a.level - b.level || a.name.localeCompare(b.name));
  return { rootKey, graphType, levels, threshold, nodes, edges: mapEdges };
};
