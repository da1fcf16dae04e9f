import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import type { TCapitalIncrease, TSubscriber } from '../../register/capital-increase/capital-increase.schemas';
import { loadPreferentialHolders } from '../../register/capital-increase/load-register-facts';
import { preferentialSubscribersFor } from '../../register/capital-increase/preferential-subscribers';
import { findCapitalIncreaseDecision } from './find-capital-increase-decision';

/**
 * `POST /project/{id}/decisions/{decisionId}/capital-increase/preferential-subscribers`: the holders the form, as it is
 * being edited, offers shares by their preferential right, as today's register stands. Reads only; the form saves them.
 */
export const listPreferentialSubscribers = async ({ em, company, projectId, decisionId, form }: { em: EntityManager; company: Company; projectId: string; decisionId: string; form: TCapitalIncrease }): Promise<TSubscriber[]> => {
  await findCapitalIncreaseDecision(em, company, projectId, decisionId);
  const properties = form.properties;
  if (properties?.type !== 'shareIssue' || properties.preferentialRight !== true) return [];
  const { holdings, contacts } = await loadPreferentialHolders({ em, company, lines: properties.shareIssuePerShareTypes });
  return preferentialSubscribersFor(properties, (sharetypeId) => holdings.get(sharetypeId) ?? [], (shareholderId) => contacts.get(shareholderId));
};
