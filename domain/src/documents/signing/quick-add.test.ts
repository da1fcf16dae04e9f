import { describe, expect, it } from 'vitest';
import { commonMethodOf, emptySignerRow, quickAddShortfall, quickAddSigners, removeSignerRow, withCommonMethod } from './quick-add';

const defaults = { signingMethod: 'AUTH_EMAIL' as const, language: 'nb' as const };
const candidates = {
  companyRoles: [
    { companyroleId: '1', role: 'member', name: 'Mona Medlem', email: 'mona@example.no', language: 'nb' as const },
    { companyroleId: '2', role: 'chairperson', name: 'Leif Leder', email: 'leif@example.no', language: 'nb' as const },
    { companyroleId: '3', role: 'ceo', name: 'Dina Daglig', email: 'dina@example.no', language: 'en' as const },
    { companyroleId: '4', role: 'deputy_chairperson', name: 'Nils Nestleder', email: 'nils@example.no', language: 'nb' as const },
  ],
  shareholders: [
    { shareholderId: 'a', name: 'Aksel Aksjonær', email: 'aksel@example.no' },
    { shareholderId: 'b', name: 'Leif Leder', email: 'LEIF@example.no' },
  ],
  rolesWithoutEmail: [],
};

describe('quickAddSigners', () => {
  it('replaces a single empty row, and lists the board in the seed order', () => {
    const rows = quickAddSigners([emptySignerRow('AUTH_EMAIL', 'nb')], 'all-board-members', candidates, defaults);
    expect(rows.map(({ name }) => name)).toEqual(['Leif Leder', 'Nils Nestleder', 'Mona Medlem']);
  });
  it('adds the CEO in their language, other board members without the chair, and never one address twice', () => {
    const ceo = quickAddSigners([emptySignerRow('AUTH_EMAIL', 'nb')], 'ceo', candidates, defaults);
    expect(ceo).toEqual([{ ...emptySignerRow('AUTH_EMAIL', 'en'), name: 'Dina Daglig', email: 'dina@example.no' }]);
    expect(quickAddSigners(ceo, 'other-board-members', candidates, defaults).map(({ name }) => name)).toEqual(['Dina Daglig', 'Nils Nestleder', 'Mona Medlem']);
    const chair = quickAddSigners(ceo, 'chairperson', candidates, defaults);
    expect(quickAddSigners(chair, 'all-shareholders', candidates, defaults).map(({ email }) => email)).toEqual(['dina@example.no', 'leif@example.no', 'aksel@example.no']);
  });
});

describe('signer rows', () => {
  it('leaves one empty row when the last is removed, and shows a common method only when all share it', () => {
    expect(removeSignerRow([{ ...emptySignerRow('HANDWRITING', 'nb'), name: 'X' }], 0, defaults)).toEqual([emptySignerRow('AUTH_EMAIL', 'nb')]);
    const rows = [emptySignerRow('AUTH_EMAIL', 'nb'), emptySignerRow('HANDWRITING', 'nb')];
    expect(commonMethodOf(rows)).toBeNull();
    expect(commonMethodOf(withCommonMethod(rows, 'BANKID_AUTH'))).toBe('BANKID_AUTH');
  });
});

describe('quickAddShortfall', () => {
  const empty = [emptySignerRow('AUTH_EMAIL', 'nb')];
  it('says nothing when someone is added', () => {
    expect(quickAddShortfall(empty, 'ceo', candidates)).toBeNull();
  });
  it('names the role holders who have no email, or says the company has no one in the role', () => {
    const noCeoEmail = { ...candidates, companyRoles: candidates.companyRoles.filter(({ role }) => role !== 'ceo'), rolesWithoutEmail: [{ role: 'ceo', name: 'Dina Daglig' }] };
    expect(quickAddShortfall(empty, 'ceo', noCeoEmail)).toEqual({ key: 'signing.quickAdd.noEmail', params: { names: 'Dina Daglig' } });
    expect(quickAddShortfall(empty, 'ceo', { ...noCeoEmail, rolesWithoutEmail: [] })).toEqual({ key: 'signing.quickAdd.none.ceo', params: {} });
  });
  it('says when everyone is listed already', () => {
    const ceo = quickAddSigners(empty, 'ceo', candidates, defaults);
    expect(quickAddShortfall(ceo, 'ceo', candidates)).toEqual({ key: 'signing.quickAdd.alreadyListed', params: {} });
  });
});
