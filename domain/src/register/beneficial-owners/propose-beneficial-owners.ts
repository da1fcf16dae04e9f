import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { collectOwnershipEdges } from '../ownership/collect-ownership-edges';
import { ownershipEdgeLoader } from '../ownership/ownership-edge-loader';
import type { BeneficialOwnerProposal } from './beneficial-owner-views';
import { computeBeneficialOwners } from './compute-beneficial-owners';

/** The beneficial owners the registers show today: the company's owners upwards on every level, computed exactly. */
export const proposeBeneficialOwners = async ({ em, company }: { em: EntityManager; company: Company }): Promise<BeneficialOwnerProposal[]> => {
  const edges = await collectOwnershipEdges({ loader: await ownershipEdgeLoader(em), orgNo: company.organisationNumber, graphType: 'owner', levels: 0 });
  return computeBeneficialOwners(edges, company.organisationNumber);
};
