import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { emptyCapitalIncrease } from '../../register/capital-increase/capital-increase.schemas';
import { loadRegisterFacts } from '../../register/capital-increase/load-register-facts';
import { capitalIncreaseView, type CapitalIncreaseView } from './capital-increase-view';
import { findCapitalIncreaseDecision } from './find-capital-increase-decision';

/** `GET /project/{id}/decisions/{decisionId}/capital-increase`: the saved form (or the defaults), the register and the resolution text. */
export const getCapitalIncrease = async ({ em, company, projectId, decisionId }: { em: EntityManager; company: Company; projectId: string; decisionId: string }): Promise<CapitalIncreaseView> => {
  const { stored, isLocked } = await findCapitalIncreaseDecision(em, company, projectId, decisionId);
  return capitalIncreaseView(decisionId, stored?.form ?? emptyCapitalIncrease(), await loadRegisterFacts({ em, company }), isLocked);
};
