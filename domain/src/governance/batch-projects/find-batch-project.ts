import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import { CompanyAccess } from '../../platform/companies/company-access.entity';
import type { User } from '../../platform/users/user.entity';
import { administeredCompanyIds } from './administered-companies';
import { BatchProjectEntry } from './batch-project-entry.entity';
import type { BatchProject } from './batch-project.entity';

export type FoundBatch = { batch: BatchProject; entries: BatchProjectEntry[] };

const byBatch = (entries: readonly BatchProjectEntry[]) => {
  const batches = new Map<string, FoundBatch>();
  for (const entry of entries) {
    const found = batches.get(entry.batch.id) ?? { batch: entry.batch, entries: [] };
    found.entries.push(entry);
    batches.set(entry.batch.id, found);
  }
  return [...batches.values()];
};

/**
 * The batches a user may see and act on: those whose every company they administer (seed 002, section 6: only admins
 * make batches), each with its entries in the batch's order, their companies and projects loaded.
 */
export const findVisibleBatches = async (em: EntityManager, user: User, batchIds?: readonly string[]): Promise<FoundBatch[]> => {
  const administered = (await em.find(CompanyAccess, { user, accessType: 'ADMIN' })).map((access) => access.company.id);
  if (!administered.length) return [];
  const touched = await em.find(BatchProjectEntry, { company: { $in: administered }, ...(batchIds ? { batch: { $in: [...batchIds] } } : {}) });
  const ids = [...new Set(touched.map((entry) => entry.batch.id))];
  if (!ids.length) return [];
  const entries = await em.find(BatchProjectEntry, { batch: { $in: ids } }, { populate: ['batch', 'company', 'project'], orderBy: { batch: { createdAt: 'desc' }, position: 'asc' } });
  const allowed = new Set(administered);
  return byBatch(entries).filter(({ entries: those }) => those.every((entry) => allowed.has(entry.company.id)));
};

/** One batch the user may see (`batchProjects.notFound` otherwise, as for one that does not exist). */
export const findBatchProject = async (em: EntityManager, user: User, id: string): Promise<FoundBatch> => {
  const [found] = await findVisibleBatches(em, user, [id]);
  if (!found) throw new DomainError('batchProjects.notFound');
  return found;
};

/** Whether the user still administers the company an entry is for. */
export const administersEntry = async (em: EntityManager, user: User, entry: BatchProjectEntry) => (await administeredCompanyIds(em, user, [entry.company])).has(entry.company.id);
