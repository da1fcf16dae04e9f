import { describe, expect, it } from 'vitest';
import { powerOfAttorneyRecipient, recipientRoleOptions, sameRecipient, shareholdersMatchingEmail, type PowerOfAttorneyCompany, type PowerOfAttorneyRequest } from './power-of-attorney-recipient';

const company: PowerOfAttorneyCompany = {
  hasChairperson: true,
  hasCeo: true,
  shareholders: [
    { shareholderId: 'anna', email: 'anna@example.no' },
    { shareholderId: 'bjorn', email: 'Felles@Example.no' },
    { shareholderId: 'cecilie', email: 'felles@example.no' },
    { shareholderId: 'dag', email: null },
  ],
};
const recipient = (request: PowerOfAttorneyRequest, options: Partial<PowerOfAttorneyCompany> = {}) =>
  powerOfAttorneyRecipient({ giverShareholderId: 'anna', request, company: { ...company, ...options } });

describe('powerOfAttorneyRecipient', () => {
  it('takes the chairperson and the CEO, the CEO only when the company has one', () => {
    expect(recipient({ poaRecipientRole: 'chairperson' })).toEqual({ role: 'chairperson' });
    expect(recipient({ poaRecipientRole: 'ceo' })).toEqual({ role: 'ceo' });
    expect(() => recipient({ poaRecipientRole: 'ceo' }, { hasCeo: false })).toThrow('powersOfAttorney.noCeo');
    expect(() => recipient({ poaRecipientRole: 'chairperson' }, { hasChairperson: false })).toThrow('powersOfAttorney.noChairperson');
    expect(recipientRoleOptions({ hasCeo: false })).toEqual(['chairperson', 'shareholder', 'other']);
    expect(recipientRoleOptions({ hasCeo: true })).toEqual(['chairperson', 'ceo', 'shareholder', 'other']);
  });

  it('requires a role', () => {
    expect(() => recipient({})).toThrow('powersOfAttorney.roleRequired');
    expect(() => recipient({ poaRecipientRole: null })).toThrow('powersOfAttorney.roleRequired');
  });

  it('takes another shareholder, never the giver', () => {
    expect(recipient({ poaRecipientRole: 'shareholder', poaRecipientShareholderId: 'dag' })).toEqual({ role: 'shareholder', shareholderId: 'dag' });
    expect(() => recipient({ poaRecipientRole: 'shareholder' })).toThrow('powersOfAttorney.shareholderRequired');
    expect(() => recipient({ poaRecipientRole: 'shareholder', poaRecipientShareholderId: 'anna' })).toThrow('powersOfAttorney.toOneself');
    expect(() => recipient({ poaRecipientRole: 'shareholder', poaRecipientShareholderId: 'ukjent' })).toThrow('powersOfAttorney.notAShareholder');
  });

  it('takes another person with a name and a valid email, trimmed and lower-cased', () => {
    expect(recipient({ poaRecipientRole: 'other', poaRecipientName: ' Eva Fullmektig ', poaRecipientEmail: ' Eva@Advokat.no ' })).toEqual({
      role: 'other',
      name: 'Eva Fullmektig',
      email: 'eva@advokat.no',
    });
    expect(() => recipient({ poaRecipientRole: 'other', poaRecipientName: ' ', poaRecipientEmail: 'eva@advokat.no' })).toThrow('powersOfAttorney.nameRequired');
    expect(() => recipient({ poaRecipientRole: 'other', poaRecipientName: 'Eva', poaRecipientEmail: 'eva@' })).toThrow('powersOfAttorney.invalidEmail');
    expect(() => recipient({ poaRecipientRole: 'other', poaRecipientName: 'Eva' })).toThrow('powersOfAttorney.invalidEmail');
  });

  it("forces picking the shareholders an email belongs to, and refuses the giver's own address", () => {
    expect(shareholdersMatchingEmail(' FELLES@example.no', company.shareholders)).toEqual(['bjorn', 'cecilie']);
    try {
      recipient({ poaRecipientRole: 'other', poaRecipientName: 'Bjørn', poaRecipientEmail: 'felles@example.no' });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'powersOfAttorney.emailMatchesShareholder', params: { count: 2 } });
    }
    expect(() => recipient({ poaRecipientRole: 'other', poaRecipientName: 'Meg', poaRecipientEmail: 'ANNA@example.no' })).toThrow('powersOfAttorney.toOneself');
  });

  it('tells the same recipient', () => {
    expect(sameRecipient({ role: 'ceo' }, { role: 'ceo' })).toBe(true);
    expect(sameRecipient({ role: 'ceo' }, { role: 'chairperson' })).toBe(false);
    expect(sameRecipient({ role: 'shareholder', shareholderId: 'a' }, { role: 'shareholder', shareholderId: 'a' })).toBe(true);
    expect(sameRecipient({ role: 'shareholder', shareholderId: 'a' }, { role: 'shareholder', shareholderId: 'b' })).toBe(false);
    expect(sameRecipient({ role: 'other', name: 'Eva', email: 'e@x.no' }, { role: 'other', name: 'Eva', email: 'e@x.no' })).toBe(true);
    expect(sameRecipient({ role: 'other', name: 'Eva', email: 'e@x.no' }, { role: 'other', name: 'Eva', email: 'f@x.no' })).toBe(false);
  });
});
