import { describe, expect, it } from 'vitest';
import { defaultSignatureTab, showsAdminTabs, visibleSignatureTabs } from './portfolio-signatures-tabs';

describe('portfolio signature tabs', () => {
  it('show sent and sealed only to admins outside the board-role and investments scopes', () => {
    expect(showsAdminTabs(true, { kind: 'all' })).toBe(true);
    expect(showsAdminTabs(true, { kind: 'role', role: 'admin' })).toBe(true);
    expect(showsAdminTabs(true, { kind: 'portfolio', portfolioId: 'p' })).toBe(true);
    expect(showsAdminTabs(true, { kind: 'role', role: 'board_member' })).toBe(false);
    expect(showsAdminTabs(true, { kind: 'role', role: 'shareholder' })).toBe(false);
    expect(showsAdminTabs(false, { kind: 'all' })).toBe(false);
    expect(visibleSignatureTabs(false)).toEqual(['pending', 'signed']);
  });

  it('open the first non-empty of pending, signed, sent, sealed, else pending', () => {
    const shown = visibleSignatureTabs(true);
    expect(defaultSignatureTab({ pending: 2, signed: 1, sent: 0, sealed: 0 }, shown)).toBe('pending');
    expect(defaultSignatureTab({ pending: 0, signed: 0, sent: 3, sealed: 1 }, shown)).toBe('sent');
    expect(defaultSignatureTab({ pending: 0, signed: 0, sent: 0, sealed: 1 }, shown)).toBe('sealed');
    expect(defaultSignatureTab({ pending: 0, signed: 0, sent: 0, sealed: 0 }, shown)).toBe('pending');
    expect(defaultSignatureTab({ pending: 0, signed: 0, sent: 3, sealed: 0 }, visibleSignatureTabs(false))).toBe('pending');
  });
});
