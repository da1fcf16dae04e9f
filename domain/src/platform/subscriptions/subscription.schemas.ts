import { z } from 'zod';
import { choosableSubscriptionTypes } from './subscription-plans';

export const ZSubscriptionChangeSchema = z.object({ subscriptionType: z.enum(choosableSubscriptionTypes) });
export type TSubscriptionChange = z.infer<typeof ZSubscriptionChangeSchema>;

export const ZShareholderPortalSettingSchema = z.object({ enabled: z.boolean() });
export type TShareholderPortalSetting = z.infer<typeof ZShareholderPortalSettingSchema>;
