import { describe, expect, it } from 'vitest';
import { applyExportChoice, defaultExportChoice, exportChoiceErrors, offeredExportFormats } from './export-rules';

const start = defaultExportChoice('928471632', '2026-11-23');

describe('export dialog rules', () => {
  it('starts with the seed defaults', () => {
    expect(start).toEqual({ content: 'full', language: 'no', format: 'EXCEL', date: '2026-11-23', organizationnumbers: ['928471632'] });
  });

  it('forces Excel when the content includes cost price', () => {
    const pdf = applyExportChoice(start, { format: 'PDF' });
    expect(applyExportChoice(pdf, { content: 'full_with_costprice' }).format).toBe('EXCEL');
    expect(offeredExportFormats({ content: 'full_with_costprice', organizationnumbers: ['1'] })).toEqual(['EXCEL']);
  });

  it('disables HTML for more than one company and switches a chosen HTML to Excel', () => {
    const html = applyExportChoice(start, { format: 'HTML' });
    expect(html.format).toBe('HTML');
    const two = applyExportChoice(html, { organizationnumbers: ['928471632', '931754289'] });
    expect(two.format).toBe('EXCEL');
    expect(offeredExportFormats(two)).toEqual(['EXCEL', 'PDF']);
  });

  it('needs a valid date and at least one company', () => {
    expect(exportChoiceErrors(start)).toEqual({});
    expect(exportChoiceErrors({ ...start, date: '', organizationnumbers: [] })).toEqual({ date: 'required', organizationnumbers: 'export.companiesRequired' });
    expect(exportChoiceErrors({ ...start, date: '2026-02-30' })).toEqual({ date: 'localdate-field.invalid-date' });
  });
});
