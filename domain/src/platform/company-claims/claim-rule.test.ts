// Rule: Skatteetaten's national identity number (DDMMYY, individual number decides the century; D-numbers add 4 to
// the first digit, synthetic test numbers 40 or 80 to the month), matched against Enhetsregisteret's open roles,
// which list a person by birth date and name.
import { describe, expect, it } from 'vitest';
import { birthDateOfNorwegianId, holdsClaimingRole } from './claim-rule';
import type { PublicRoleHolder } from './public-company-roles';

describe('the birth date a Norwegian national id carries', () => {
  it.each([
    ['13108012345', '1980-10-13'],
    ['01015560012', '1855-01-01'],
    ['01010550012', '2005-01-01'],
    ['01019995012', '1999-01-01'],
    ['53108012345', '1980-10-13'],
    ['13908012345', '1980-10-13'],
    ['13508012345', '1980-10-13'],
  ])('%s is born %s', (nationalId, birthDate) => expect(birthDateOfNorwegianId(nationalId)).toBe(birthDate));

  it.each(['1310801234', '13138012345', '00108012345', '01014580012', 'abcdefghijk'])('%s carries none', (nationalId) => expect(birthDateOfNorwegianId(nationalId)).toBeNull());
});

const role = (roleCode: string, overrides: Partial<PublicRoleHolder> = {}): PublicRoleHolder => ({
  roleCode,
  birthDate: '1980-10-13',
  givenNames: 'Kari Marie',
  familyName: 'Nordmann',
  resigned: false,
  deceased: false,
  ...overrides,
});
const kari = { nationalId: '13108012345', name: 'Kari Nordmann' };

describe('who may claim a company', () => {
  it.each(['DAGL', 'LEDE', 'NEST', 'MEDL', 'SIGN', 'PROK'])('the holder of %s', (code) => expect(holdsClaimingRole(kari, [role(code)])).toBe(true));
  it.each(['VARA', 'REVI', 'KONT', 'REGN'])('not a holder of %s', (code) => expect(holdsClaimingRole(kari, [role(code)])).toBe(false));
  it('not someone with the name but another birth date, or the birth date but another name', () => {
    expect(holdsClaimingRole(kari, [role('DAGL', { birthDate: '1980-10-14' })])).toBe(false);
    expect(holdsClaimingRole(kari, [role('DAGL', { familyName: 'Hansen' })])).toBe(false);
    expect(holdsClaimingRole({ ...kari, name: 'Kari' }, [role('DAGL')])).toBe(false);
  });
  it('not a resigned or deceased holder', () => {
    expect(holdsClaimingRole(kari, [role('LEDE', { resigned: true })])).toBe(false);
    expect(holdsClaimingRole(kari, [role('LEDE', { deceased: true })])).toBe(false);
  });
  it('reads a double family name by its last word, in any case', () => expect(holdsClaimingRole({ ...kari, name: 'KARI MARIE BERG NORDMANN' }, [role('MEDL', { familyName: 'Berg Nordmann' })])).toBe(true));
});
