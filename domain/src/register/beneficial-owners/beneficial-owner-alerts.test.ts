import { describe, expect, it } from 'vitest';
import type { BeneficialOwnerProposal } from './beneficial-owner-views';
import { beneficialOwnerAlerts } from './beneficial-owner-alerts';

const proposed = (key: string, shares: string, votes = shares): BeneficialOwnerProposal => ({ key, name: key, birthYear: null, sharesInPercent: shares, votesInPercent: votes, reasons: ['SHARES'], chains: [] });
const stated = (key: string, shares: string, votes = shares) => ({ personKey: key, name: key, sharesInPercent: shares, votesInPercent: votes });

describe('beneficialOwnerAlerts', () => {
  it('names who crossed 25 % or 50 % since the confirmed statement, either way', () => {
    const alerts = beneficialOwnerAlerts(
      [stated('kari', '30.00'), stated('ola', '45.00'), stated('per', '60.00'), stated('liv', '26.00')],
      [proposed('kari', '30.00'), proposed('ola', '50.01'), proposed('per', '40.00', '55.00'), proposed('nils', '25.01')],
    );
    expect(alerts).toEqual([
      { personKey: 'ola', name: 'ola', beforeInPercent: '45.00', nowInPercent: '50.01', crossed: '50', direction: 'UP' },
      { personKey: 'liv', name: 'liv', beforeInPercent: '26.00', nowInPercent: null, crossed: '25', direction: 'DOWN' },
      { personKey: 'nils', name: 'nils', beforeInPercent: null, nowInPercent: '25.01', crossed: '25', direction: 'UP' },
    ]);
  });

  it('says nothing before the first confirmed statement, and nothing at exactly 50 %', () => {
    expect(beneficialOwnerAlerts(null, [proposed('kari', '80.00')])).toEqual([]);
    expect(beneficialOwnerAlerts([stated('kari', '40.00')], [proposed('kari', '50.00')])).toEqual([]);
  });
});
