import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { allocationView, type CapitalIncreaseAllocationView } from './allocation-view';
import { currentRounds, findAllocation } from './find-allocation';

/** `GET /project/{id}/decisions/{decisionId}/capital-increase/allocation` (seed 001 section 7, "Fetching share allocation"). */
export const getCapitalIncreaseAllocation = async ({ em, company, projectId, decisionId }: { em: EntityManager; company: Company; projectId: string; decisionId: string }): Promise<CapitalIncreaseAllocationView> => {
  const found = await findAllocation(em, company, projectId, decisionId);
  return allocationView(decisionId, found.form, await currentRounds(em, company, found), found.saved);
};
