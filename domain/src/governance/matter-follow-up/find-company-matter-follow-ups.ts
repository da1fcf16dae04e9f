import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { requireDecisionTool } from '../projects/require-decision-tool';
import { matterFollowUpsOf } from './find-matter-follow-ups';
import type { MatterFollowUps, MatterFollowUpTab } from './matter-follow-up-views';

/** `GET /follow-up/matters/{orgNo}?tab=` (the company's `follow-up/matters/{tab?}`): its projects waiting for something. */
export const findCompanyMatterFollowUps = ({ em, company, tab, now = new Date() }: { em: EntityManager; company: Company; tab: MatterFollowUpTab; now?: Date }): Promise<MatterFollowUps> => {
  requireDecisionTool(company);
  return matterFollowUpsOf({ em, companies: [company], tab, now });
};
