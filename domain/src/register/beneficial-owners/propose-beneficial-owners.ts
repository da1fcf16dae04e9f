import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { collectOwnershipEdges } from '../ownership/collect-ownership-edges';
import { ownershipEdgeLoader } from '../ownership/ownership-edge-loader';
import type { BeneficialOwnerProposal } from './beneficial-owner-views';
import { computeBeneficialOwners } from './compute-beneficial-owners';

/**
 * The beneficial owners the registers show today (the company's owners upwards on every level, computed exactly),
 * with every company whose stakes were read or asked for (the company itself and each company owner on the way).
 */
export const proposeBeneficialOwnersReading = async ({ em, company }: { em: EntityManager; company: Company }): Promise<{ proposal: BeneficialOwnerProposal[]; readOrgNos: string[] }> => {
  const edges = await collectOwnershipEdges({ loader: await ownershipEdgeLoader(em), orgNo: company.organisationNumber, graphType: 'owner', levels: 0 });
  const read = new Set([company.organisationNumber, ...edges.flatMap((e) => [e.ownedOrgNo, ...(e.owner.organizationNumber ? [e.owner.organizationNumber] : [])])]);
  return { proposal: computeBeneficialOwners(edges, company.organisationNumber), readOrgNos: [...read].sort() };
};

/** The beneficial owners the registers show today. */
export const proposeBeneficialOwners = async ({ em, company }: { em: EntityManager; company: Company }): Promise<BeneficialOwnerProposal[]> =>
  (await proposeBeneficialOwnersReading({ em, company })).proposal;
