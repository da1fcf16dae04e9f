import { describe, expect, it } from 'vitest';
import { richTextPlainText } from '../../platform/texts/render-rich-text';
import { buildResolutionText, decisionEffectOf, parseDecisionFields } from './decision-documents';
import { nordlys } from '../../../testing/resolution-context-fixture';

const values = { values: {}, fallback: () => 'Nordlys Teknologi AS' };
const [a, b] = nordlys.classes as [(typeof nordlys.classes)[0], (typeof nordlys.classes)[0]];
const fields = {
  basis: 'ANNUAL_ACCOUNTS',
  financialYear: '2025',
  perClass: [
    { shareClassId: a.id, amountPerShare: '1,25' },
    { shareClassId: b.id, amountPerShare: '0.0125' },
  ],
  recordDate: '2026-06-15',
  paymentDate: '2026-06-30',
};

// 1 000 000 A shares at 1.25 = 1 250 000; 500 000 B shares at 0.0125 = 6 250; in all 1 256 250.
describe('scenario: a dividend on two classes', () => {
  const parsed = parseDecisionFields('dividend', fields, nordlys);

  it('reads a decimal comma, and keeps every decimal of a per-share amount', () => {
    expect(parsed.fields?.perClass).toEqual([
      { shareClassId: a.id, amountPerShare: '1.25' },
      { shareClassId: b.id, amountPerShare: '0.0125' },
    ]);
  });

  it('states each class’s amount, shares and total, and the sum, with Norwegian figures', () => {
    const text = richTextPlainText(buildResolutionText('dividend', parsed.fields!, nordlys, 'no')!, values);
    expect(text).toContain('A-aksjer: 1,25 NOK per aksje, i alt 1 250 000 NOK for 1 000 000 aksjer');
    expect(text).toContain('B-aksjer: 0,0125 NOK per aksje, i alt 6 250 NOK for 500 000 aksjer');
    expect(text).toContain('Samlet utbytte utgjør 1 256 250 NOK.');
    expect(text).toContain('ved utløpet av 2026-06-15');
    expect(text).toContain('aksjeloven § 8-2');
  });

  it('writes English figures in English and Swedish ones in Swedish', () => {
    expect(richTextPlainText(buildResolutionText('dividend', parsed.fields!, nordlys, 'en')!, values)).toContain('The dividend amounts to NOK 1,256,250 in total.');
    expect(richTextPlainText(buildResolutionText('dividend', parsed.fields!, nordlys, 'sv')!, values)).toContain('Utdelningen uppgår sammanlagt till 1 256 250 NOK.');
  });

  it('pays as recorded on the record date: the effect the next issue applies', () => {
    expect(decisionEffectOf('dividend', parsed.fields!)).toEqual({ kind: 'PAY_DIVIDEND', recordDate: '2026-06-15', paymentDate: '2026-06-30', perClass: parsed.fields!.perClass });
  });

  it('refuses a negative or zero dividend and a payment before the record date, each with its key', () => {
    const problems = (input: object) => parseDecisionFields('dividend', { ...fields, ...input }, nordlys).problems;
    expect(problems({ perClass: [{ shareClassId: a.id, amountPerShare: '-5' }] })).toEqual([{ field: 'fields.perClass.0.amountPerShare', code: 'number-field.not-positive' }]);
    expect(problems({ perClass: [{ shareClassId: a.id, amountPerShare: '0' }] })).toEqual([{ field: 'fields.perClass.0.amountPerShare', code: 'number-field.not-positive' }]);
    expect(problems({ paymentDate: '2026-06-01' })).toEqual([{ field: 'fields.paymentDate', code: 'decisionDocuments.paymentBeforeRecordDate' }]);
  });
});
