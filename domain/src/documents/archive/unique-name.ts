import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/core';
import { DomainError } from '../../kernel/errors/domain-error';
import type { Company } from '../../platform/companies/company.entity';
import type { ArchiveSection } from './archive-constants';
import { ArchiveEntry } from './archive-entry.entity';
import { archiveNameIssue, archiveNameKey } from './archive-name';

/** A name checked by the seed's rule (the upload's file names come here unchecked by a schema). */
export const checkedName = (name: string): string => {
  const issue = archiveNameIssue(name);
  if (issue) throw new DomainError('archive.validation.invalid-characters', { name: name.slice(0, 300) });
  return name.trim();
};

/**
 * No live sibling may have the name (trimmed, case-insensitive): `archive.validation.not-unique-name`. The unique
 * index over live entries also holds it against concurrent commands (`isNameClash` maps its violation).
 */
export const requireUniqueName = async ({ em, company, section, parentId, name, exceptId }: { em: EntityManager; company: Company; section: ArchiveSection; parentId: string | null; name: string; exceptId?: string }): Promise<void> => {
  const clash = await em.findOne(ArchiveEntry, { company, section, parent: parentId, nameKey: archiveNameKey(name), state: { $ne: 'DELETED' }, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
  if (clash) throw new DomainError('archive.validation.not-unique-name', { name });
};

/** A name free among the siblings: the name itself, else "name (2)", "name (3)"… before the extension (for restoring). */
export const freeName = async ({ em, company, section, parentId, name }: { em: EntityManager; company: Company; section: ArchiveSection; parentId: string | null; name: string }): Promise<string> => {
  const taken = new Set(
    (await em.find(ArchiveEntry, { company, section, parent: parentId, state: { $ne: 'DELETED' } }, { fields: ['nameKey'] })).map(({ nameKey }) => nameKey),
  );
  const dot = name.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let number = 1; ; number++) {
    const candidate = number === 1 ? name : `${stem} (${number})${extension}`;
    if (!taken.has(archiveNameKey(candidate))) return candidate;
  }
};

/** Runs a command that names an entry; the unique index's refusal (a concurrent twin) is `archive.validation.not-unique-name`. */
export const withNameClashAs = async <T>(command: () => Promise<T>): Promise<T> => {
  try {
    return await command();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new DomainError('archive.validation.not-unique-name');
    throw error;
  }
};
