import { describe, expect, it } from 'vitest';
import { richTextPlainText } from '../../platform/texts/render-rich-text';
import { buildResolutionText, decisionEffectOf, parseDecisionFields } from './decision-documents';
import { nordlys } from '../../../testing/resolution-context-fixture';

const values = { values: { 'SHARE_CAPITAL@2026-06-15': '150 000 NOK', 'TOTAL_SHARES@2026-06-15': '1 500 000', 'NOMINAL_VALUE@2026-06-15': '0,10 NOK' }, fallback: () => '?' };

// 1 500 000 shares of 0.10 split 1:10 become 15 000 000 shares of 0.01; the capital stays 150 000.
describe('scenario: a 1:10 split and a 3:1 reverse split', () => {
  it('states the shares and nominal value after a split, the capital unchanged', () => {
    const split = parseDecisionFields('splitShare', { oldShares: '1', newShares: '10', effectiveDate: '2026-07-01' }, nordlys);
    const text = richTextPlainText(buildResolutionText('splitShare', split.fields!, nordlys, 'no')!, values);
    expect(text).toContain('aksjekapital på 150 000 NOK er uendret. Antall aksjer endres fra 1 500 000 til 15 000 000, og aksjenes pålydende endres fra 0,10 NOK til 0,01 NOK.');
    expect(decisionEffectOf('splitShare', split.fields!)).toEqual({ kind: 'SPLIT', from: '1', to: '10', effectiveDate: '2026-07-01' });
  });

  it('warns of holdings that do not divide by a reverse split', () => {
    // 1 500 000 / 3 is whole; with 1 500 001 shares it is not.
    const reverse = parseDecisionFields('reverseSplitShare', { oldShares: '3', newShares: '1', effectiveDate: '2026-07-01' }, nordlys);
    const text = (totalShares: string) => richTextPlainText(buildResolutionText('reverseSplitShare', reverse.fields!, { ...nordlys, totalShares }, 'no')!, values);
    expect(text('1500000')).toContain('til 500 000, og aksjenes pålydende endres fra 0,10 NOK til 0,30 NOK');
    expect(text('1500000')).not.toContain('går opp i forholdet');
    expect(text('1500001')).toContain('går opp i forholdet');
  });

  it('refuses a ratio of zero and a split that gives fewer shares, each with its key', () => {
    expect(parseDecisionFields('splitShare', { oldShares: '1', newShares: '0', effectiveDate: '2026-07-01' }, nordlys).problems).toEqual([{ field: 'fields.newShares', code: 'number-field.not-positive' }]);
    expect(parseDecisionFields('splitShare', { oldShares: '2', newShares: '1', effectiveDate: '2026-07-01' }, nordlys).problems).toEqual([{ field: 'fields.newShares', code: 'decisionDocuments.ratioDirection' }]);
    expect(parseDecisionFields('reverseSplitShare', { oldShares: '1', newShares: '1', effectiveDate: '2026-07-01' }, nordlys).problems).toEqual([{ field: 'fields.newShares', code: 'decisionDocuments.ratioDirection' }]);
  });
});
