import type { ResolutionContext } from '../src/governance/decision-documents/resolution-context';

/** A Norwegian company with two classes on its meeting date, for resolution texts' worked figures. */
export const nordlys: ResolutionContext = {
  companyName: 'Nordlys Teknologi AS',
  organisationNumber: '912345678',
  country: 'NO',
  currency: 'NOK',
  meetingDate: '2026-06-15',
  shareCapital: '150000',
  totalShares: '1500000',
  nominalValue: '0.1',
  numberOfShareholders: 30,
  classes: [
    { id: '00000000-0000-4000-8000-00000000000a', names: { no: 'A-aksjer', sv: 'A-aktier', en: 'A shares' }, shares: '1000000' },
    { id: '00000000-0000-4000-8000-00000000000b', names: { no: 'B-aksjer', sv: 'B-aktier', en: 'B shares' }, shares: '500000' },
  ],
  board: [
    { companyRoleId: 'r1', name: 'Kari Nordmann', role: 'chairperson' },
    { companyRoleId: 'r2', name: 'Ola Nordmann', role: 'member' },
  ],
  ceo: { companyRoleId: 'r3', name: 'Per Hansen', role: 'ceo' },
};

