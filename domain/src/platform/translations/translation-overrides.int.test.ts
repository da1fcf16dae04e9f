import { createTestDatabase } from '@andel/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '../../collected/translate';
import { runBound } from '../../kernel/sql/run-bound';
import { currentTranslationOverrides, ensureTranslationsCurrent, followTranslationNotifications, translationsChanged, translationVersionCheckMs } from './translation-overrides';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** What another process's edit leaves in the database: the override, and the version raised. */
const editElsewhere = async (text: string) => {
  const em = database.orm.em.fork();
  await runBound(em, `insert into translation_override (key, language, text, updated_at) values ('general-success', 'en', $1, now()) on conflict (key, language) do update set text = $1`, [text]);
  await runBound(em, 'update translation_version set version = version + 1 where id = 1', []);
};

describe('the server translates with the overrides of every process', () => {
  it('reads the version at most once a second, and the overrides again only when it moved', async () => {
    const em = database.orm.em.fork();
    await ensureTranslationsCurrent(em);
    expect(translate('en', 'general-success')).toBe('Saved.');
    const start = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(start);
    try {
      await editElsewhere('Stored.');
      await ensureTranslationsCurrent(em);
      expect(translate('en', 'general-success')).toBe('Saved.');

      clock.mockReturnValue(start + translationVersionCheckMs + 1);
      await ensureTranslationsCurrent(em);
      expect(translate('en', 'general-success')).toBe('Stored.');
      expect(translate('nb', 'general-success')).toBe('Lagret.');
      expect(currentTranslationOverrides().overrides.en).toEqual({ 'general-success': 'Stored.' });

      await runBound(em, `delete from translation_override`, []);
      await runBound(em, 'update translation_version set version = version + 1 where id = 1', []);
      clock.mockReturnValue(start + 2 * translationVersionCheckMs + 2);
      await ensureTranslationsCurrent(em);
      expect(translate('en', 'general-success')).toBe('Saved.');
    } finally {
      clock.mockRestore();
    }
  });

  it('following the database notifications, reads the version only after an edit was notified', async () => {
    const em = database.orm.em.fork();
    followTranslationNotifications(true);
    try {
      await ensureTranslationsCurrent(em);
      await editElsewhere('Kept.');
      const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 60 * translationVersionCheckMs);
      try {
        await ensureTranslationsCurrent(em);
        expect(translate('en', 'general-success')).not.toBe('Kept.');
        translationsChanged();
        await ensureTranslationsCurrent(em);
        expect(translate('en', 'general-success')).toBe('Kept.');
      } finally {
        clock.mockRestore();
      }
    } finally {
      followTranslationNotifications(false);
    }
  });
});
