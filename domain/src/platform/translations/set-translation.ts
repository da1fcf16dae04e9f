import type { EntityManager } from '@mikro-orm/core';
import { catalogue } from '../../collected/message-catalogue';
import type { Language } from '../../kernel/i18n/languages';
import { DomainError } from '../../kernel/errors/domain-error';
import { runBound } from '../../kernel/sql/run-bound';
import { recordAuditEvent } from '../audit/record-audit-event';
import type { User } from '../users/user.entity';
import { isCatalogueKey } from './translation-rows';
import { TranslationOverride } from './translation-override.entity';
import { reloadTranslationOverrides } from './translation-overrides';

type Options = { em: EntityManager; actor: User; key: string; language: Language; text: string | null };

/**
 * Sets a key's text in one language over the shipped catalogue, or with `text` null (or the shipped text itself)
 * goes back to the shipped one. Raises the version and records `translation.changed` in the same transaction, then
 * puts the overrides to use in this process at once. A key the catalogue does not have is refused with the key.
 */
export const setTranslation = async ({ em, actor, key, language, text }: Options): Promise<void> => {
  if (!isCatalogueKey(key)) throw new DomainError('translations.keyNotFound', { key });
  const shipped = catalogue[language][key] ?? '';
  const wanted = text === null || text === shipped ? null : text;
  const changed = await em.transactional(async (tx) => {
    // The version row is the edits' lock: they follow one another, each raising it once.
    await runBound(tx, 'select version from translation_version where id = 1 for update', []);
    const existing = await tx.findOne(TranslationOverride, { key, language });
    if ((existing?.text ?? null) === wanted) return false;
    const before = { key, language, text: existing?.text ?? shipped, overridden: existing !== null };
    if (wanted === null) tx.remove(existing!);
    else if (existing) Object.assign(existing, { text: wanted, updatedBy: actor });
    else tx.create(TranslationOverride, { key, language, text: wanted, updatedBy: actor });
    recordAuditEvent({ em: tx, type: 'translation.changed', actor, before, after: { key, language, text: wanted ?? shipped, overridden: wanted !== null } });
    await tx.flush();
    await runBound(tx, 'update translation_version set version = version + 1 where id = 1', []);
    return true;
  });
  if (changed) await reloadTranslationOverrides(em);
};
