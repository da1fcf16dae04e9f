import type { EntityManager } from '@mikro-orm/core';
import { WorkQueue } from '../../kernel/concurrency/work-queue';
import { runBound } from '../../kernel/sql/run-bound';
import type { Company } from '../../platform/companies/company.entity';

/**
 * Register exports at once: two per process (the seed's machine has two cores, and each PDF takes a worker thread),
 * one per company across every process (docs/decisions/register/export.md).
 */
export const exportLimits = () => ({ perProcess: 2, perCompany: 1 });

/** This process's line of exports: each waits here for one of its `perProcess` places. */
export const exportQueue = new WorkQueue(exportLimits().perProcess);

/**
 * Takes one of the company's export places for the transaction `tx`: a PostgreSQL advisory lock, so it holds across
 * processes and is let go when the transaction ends, or when its connection does. False when every place is taken.
 */
export const takeCompanyExportPlace = async (tx: EntityManager, company: Pick<Company, 'id'>): Promise<boolean> => {
  for (let place = 0; place < exportLimits().perCompany; place++) {
    const [row] = await runBound<{ taken: boolean }>(tx, 'select pg_try_advisory_xact_lock(hashtext($1), $2) as taken', [`register_export:${company.id}`, place]);
    if (row!.taken) return true;
  }
  return false;
};
