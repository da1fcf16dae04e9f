import { z } from 'zod';
import { matterFollowUpTabs } from './matter-follow-up-views';

/** The tab of `follow-up/matters/{tab?}`: what the projects wait for (votes by default). */
export const ZMatterFollowUpQuerySchema = z.object({ tab: z.enum(matterFollowUpTabs, 'invalidValue').default('votes') });
