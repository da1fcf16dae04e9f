import type { EntityManager } from '@mikro-orm/core';

/**
 * Follow-up of the shareholders tab that a higher wing keeps per company: the register's beneficial owners who
 * crossed 25 % or 50 % (register/beneficial-owners/beneficial-owner-follow-ups), which the platform may not import,
 * so the callers above it pass it in. Per company id: how many, and a `version` that changes when the items do (so
 * a new crossing in a company already seen counts again).
 */
export type ShareholderFollowUpSource = (em: EntityManager, companyIds: readonly string[]) => Promise<Map<string, { count: number; version: string }>>;
