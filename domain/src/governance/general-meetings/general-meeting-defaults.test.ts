import { describe, expect, it } from 'vitest';
import { defaultCompanyForm, defaultGeneralMeetingData } from './general-meeting-data';
import { noticePeriod } from './notice-period';

describe("a general meeting's defaults by the company", () => {
  it('starts a Swedish company as an AB in Swedish, under ABL\'s notice of four to six weeks', () => {
    const meeting = defaultGeneralMeetingData(new Date('2026-03-02T10:00:00Z'), [], { country: 'SE', name: 'Skärgårdens Design AB' });
    expect(meeting).toMatchObject({ companyForm: 'AB', documentLanguage: 'sv' });
    expect(noticePeriod({ companyForm: meeting.companyForm, generalMeetingType: meeting.generalMeetingType })).toEqual({ minimumDays: 28, maximumDays: 42 });
    expect(defaultCompanyForm({ country: 'SE', name: 'Nordic Holding AB (publ)' })).toBe('PUBLIC_AB');
  });

  it('starts a Norwegian company as an AS or ASA by its name, in Norwegian', () => {
    expect(defaultGeneralMeetingData(new Date('2026-03-02T10:00:00Z'), [], { country: 'NO', name: 'Nordlys Teknologi AS' })).toMatchObject({ companyForm: 'AS', documentLanguage: 'no' });
    expect(defaultCompanyForm({ country: 'NO', name: 'Fjordkraft Holding ASA' })).toBe('ASA');
  });
});
