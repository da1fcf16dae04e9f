import type { EntityManager } from '@mikro-orm/core';
import { runBound } from '../../kernel/sql/run-bound';

/** The latest year loaded, or null before any. */
export const latestPublicRegisterYear = async (em: EntityManager): Promise<number | null> =>
  (await runBound<{ year: number | null }>(em, 'select max(year) as year from public_register_holding', []))[0]?.year ?? null;
