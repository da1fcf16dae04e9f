import { companyKey, type OwnershipEdge } from './ownership-edge';
import type { OwnershipGraphType } from './ownership-views';

/**
 * Reads the registers a level at a time: every company of a level in one call (set-based, never one query per
 * company), so a map of n levels costs at most 2n queries whatever its size.
 */
export type OwnershipEdgeLoader = {
  /** Every holder's stake in each of these companies. */
  edgesInto(orgNos: string[]): Promise<OwnershipEdge[]>;
  /** The companies in which any of these companies holds shares. */
  companiesOwnedBy(orgNos: string[]): Promise<string[]>;
};

/** "0 means all levels" (seed section 9) still stops here, so a long chain or a cycle ends. */
export const maxOwnershipLevels = 20;

export const effectiveLevels = (levels: number) => (levels <= 0 ? maxOwnershipLevels : Math.min(levels, maxOwnershipLevels));

const ownerCompanies = (edges: OwnershipEdge[]) => edges.flatMap((e) => (e.owner.organizationNumber ? [e.owner.organizationNumber] : []));

/** The owners of `orgNo` upwards through `levels` levels: every stake in each company reached. */
const collectOwners = async (loader: OwnershipEdgeLoader, orgNo: string, levels: number) => {
  const seen = new Set([orgNo]);
  const edges: OwnershipEdge[] = [];
  let frontier = [orgNo];
  for (let level = 0; level < levels && frontier.length; level++) {
    const found = await loader.edgesInto(frontier);
    edges.push(...found);
    frontier = [...new Set(ownerCompanies(found))].filter((o) => !seen.has(o));
    frontier.forEach((o) => seen.add(o));
  }
  return edges;
};

/** The subsidiaries of `orgNo` downwards through `levels` levels: the stakes companies of the group hold in each other. */
const collectSubsidiaries = async (loader: OwnershipEdgeLoader, orgNo: string, levels: number) => {
  const group = new Set([orgNo]);
  const edges: OwnershipEdge[] = [];
  let frontier = [orgNo];
  for (let level = 0; level < levels && frontier.length; level++) {
    const owned = (await loader.companiesOwnedBy(frontier)).filter((o) => !group.has(o));
    if (!owned.length) break;
    owned.forEach((o) => group.add(o));
    edges.push(...(await loader.edgesInto(owned)).filter((e) => e.owner.organizationNumber && group.has(e.owner.organizationNumber)));
    frontier = owned;
  }
  return edges;
};

/** The stakes a map of `graphType` needs around `orgNo`, without duplicates. */
export const collectOwnershipEdges = async ({ loader, orgNo, graphType, levels }: { loader: OwnershipEdgeLoader; orgNo: string; graphType: OwnershipGraphType; levels: number }) => {
  const depth = effectiveLevels(levels);
  // One after the other: both read through the request's one connection.
  const up = graphType === 'owns' ? [] : await collectOwners(loader, orgNo, depth);
  const down = graphType === 'owner' ? [] : await collectSubsidiaries(loader, orgNo, depth);
  const byKey = new Map([...up, ...down].map((e) => [`${e.owner.key}>${companyKey(e.ownedOrgNo)}`, e]));
  return [...byKey.values()];
};
