import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { buildOwnershipMap } from './build-ownership-map';
import { collectOwnershipEdges } from './collect-ownership-edges';
import { ownershipEdgeLoader } from './ownership-edge-loader';
import type { TOwnershipMapQuery } from './ownership.schemas';
import type { OwnershipMapView } from './ownership-views';

/** A company's ownership map: owners and subsidiaries across levels from the registers kept here and the public register. */
export const getOwnershipMap = async ({ em, company, query }: { em: EntityManager; company: Company; query: TOwnershipMapQuery }): Promise<OwnershipMapView> => {
  const loader = await ownershipEdgeLoader(em);
  const edges = await collectOwnershipEdges({ loader, orgNo: company.organisationNumber, graphType: query.graphType, levels: query.levels });
  return buildOwnershipMap({ edges, root: { organizationNumber: company.organisationNumber, name: company.name }, ...query });
};
