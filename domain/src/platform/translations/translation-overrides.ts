import type { EntityManager } from '@mikro-orm/core';
import { noOverrides, type CatalogueOverrides } from '../../collected/catalogue-overrides';
import { isLanguage } from '../../kernel/i18n/languages';
import { applyCatalogueOverrides } from '../../collected/translate';
import { runBound } from '../../kernel/sql/run-bound';
import type { TranslationOverridesView } from './translation-views';

/**
 * How long a process trusts its cached overrides before it reads the version again (other processes may have edited),
 * unless it hears of every edit (`followTranslationNotifications`).
 */
export const translationVersionCheckMs = 1000;

/** The overrides and their version, read in one statement so they belong together. */
export const loadTranslationOverrides = async (em: EntityManager): Promise<TranslationOverridesView> => {
  const rows = await runBound<{ version: number; key: string | null; language: string | null; text: string | null }>(
    em,
    'select v.version, o.key, o.language, o.text from translation_version v left join translation_override o on true where v.id = 1',
    [],
  );
  const overrides: CatalogueOverrides = noOverrides();
  for (const { key, language, text } of rows) if (key !== null && text !== null && isLanguage(language)) overrides[language][key] = text;
  return { version: rows[0]?.version ?? 0, overrides };
};

/** This process's copy of the overrides, used by `translate` (emails, PDFs) and served to the apps. */
const cached: { view: TranslationOverridesView; checkedAt: number; check?: Promise<void>; notified: boolean } = {
  view: { version: -1, overrides: noOverrides() },
  checkedAt: 0,
  notified: false,
};

/**
 * While `on`, this process hears of every edit through the database's notifications (the server's cache invalidation
 * listener): it reads the version only after `translationsChanged`, not every second. Off (a lost listener, or none, as
 * in tests), it checks every second again.
 */
export const followTranslationNotifications = (on: boolean): void => {
  cached.notified = on;
  cached.checkedAt = 0;
};

/** An edit was notified (here or in another process): the next request reads the version again. */
export const translationsChanged = (): void => {
  cached.checkedAt = 0;
};

const install = (view: TranslationOverridesView): void => {
  cached.view = view;
  cached.checkedAt = Date.now();
  applyCatalogueOverrides(view.overrides);
};

/** Reads the overrides again and puts them to use in this process (after an edit, and when the version moved). */
export const reloadTranslationOverrides = async (em: EntityManager): Promise<TranslationOverridesView> => {
  const view = await loadTranslationOverrides(em);
  install(view);
  return view;
};

/**
 * Makes sure this process translates with the current overrides: after a notified edit (or, without notifications, at
 * most once a second) it reads the version (one row), and only when it moved (another process edited) it reads the
 * overrides again. Edits in this process reload at once. Concurrent requests share one check.
 */
export const ensureTranslationsCurrent = async (em: EntityManager): Promise<void> => {
  if (cached.check) return cached.check;
  if (cached.view.version >= 0 && cached.checkedAt > 0 && (cached.notified || Date.now() - cached.checkedAt < translationVersionCheckMs)) return;
  cached.check = (async () => {
    const [row] = await runBound<{ version: number }>(em, 'select version from translation_version where id = 1', []);
    if (row?.version === cached.view.version) cached.checkedAt = Date.now();
    else await reloadTranslationOverrides(em);
  })().finally(() => {
    cached.check = undefined;
  });
  return cached.check;
};

/** The overrides this process uses now (call `ensureTranslationsCurrent` first). */
export const currentTranslationOverrides = (): TranslationOverridesView => cached.view;
