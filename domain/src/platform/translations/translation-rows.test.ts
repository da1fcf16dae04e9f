import { describe, expect, it } from 'vitest';
import { noOverrides } from '../../collected/catalogue-overrides';
import { isCatalogueKey, searchTranslationRows, translationRows } from './translation-rows';

describe('translation rows', () => {
  const overrides = noOverrides();
  overrides.sv['general-success'] = 'Saved.';
  overrides.nb['general-error'] = ' ';
  const rows = translationRows(overrides);

  it('shows the text in use over the shipped one, and flags texts identical to English or blank', () => {
    expect(rows.find((row) => row.key === 'general-success')).toMatchObject({
      area: 'kernel/i18n',
      texts: { nb: { text: 'Lagret.', overridden: false }, sv: { text: 'Saved.', shipped: 'Sparat.', overridden: true } },
      sameAsEnglish: ['sv'],
      missing: [],
    });
    expect(rows.find((row) => row.key === 'general-error')?.missing).toEqual(['nb']);
  });

  it('searches keys and texts in any language, case-insensitively, and keeps only flagged rows on request', () => {
    expect(searchTranslationRows(rows, { q: 'SPARAD OCH', flagged: false }).map((row) => row.key)).toContain('translations.saved');
    expect(searchTranslationRows(rows, { q: 'general-s', flagged: false }).map((row) => row.key)).toEqual(['general-success']);
    const flagged = searchTranslationRows(rows, { q: '', flagged: true });
    expect(flagged.map((row) => row.key)).toEqual(expect.arrayContaining(['general-success', 'general-error', 'language.en']));
    expect(flagged.map((row) => row.key)).not.toContain('general-missing-access');
  });

  it('knows the catalogue keys', () => {
    expect(isCatalogueKey('general-success')).toBe(true);
    expect(isCatalogueKey('no.such.key')).toBe(false);
    expect(isCatalogueKey('toString')).toBe(false);
  });
});
