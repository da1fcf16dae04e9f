import type { SubsidiaryDirectory } from '../../platform/portfolios/subsidiary-directory';
import { ownershipEdgeLoader } from './ownership-edge-loader';
import { shareFraction } from './ownership-edge';
import { toPercent } from './ratio';

/**
 * The portfolio's subsidiaries from the ownership loader (the maps' data): the companies in which the parents hold
 * shares, by Andel's register where the company is kept here, else by the public register's latest year. One entry
 * per parent and company.
 */
export const ownershipSubsidiaryDirectory: SubsidiaryDirectory = async (em, parentOrgNos) => {
  if (!parentOrgNos.length) return [];
  const loader = await ownershipEdgeLoader(em);
  const parents = new Set(parentOrgNos);
  const owned = (await loader.companiesOwnedBy([...parents])).filter((orgNo) => !parents.has(orgNo));
  return (await loader.edgesInto(owned)).flatMap((edge) =>
    edge.owner.organizationNumber && parents.has(edge.owner.organizationNumber)
      ? [{ organisationNumber: edge.ownedOrgNo, name: edge.ownedName, sourceOrgNo: edge.owner.organizationNumber, ownershipInPercent: toPercent(shareFraction(edge)) }]
      : [],
  );
};
