import type { Language } from '@andel/domain/shared';

/** The demo companies: two Norwegian AS and one Swedish AB, with valid organisation numbers and business addresses. */
export const demoCompanies = [
  { organisationNumber: '928471632', name: 'Nordlys Teknologi AS', subscriptionType: 'PRO', postalCode: '0150', city: 'OSLO' },
  { organisationNumber: '931754289', name: 'Bergfjell Eiendom AS', subscriptionType: 'BASIC', postalCode: '5003', city: 'BERGEN' },
  { organisationNumber: 'SE5592173842', name: 'Skärgårdens Design AB', subscriptionType: 'BASIC', postalCode: '111 29', city: 'STOCKHOLM' },
] as const;

/**
 * A subsidiary of Nordlys Teknologi AS that is not on Andel yet: no administrator, not a customer, its register
 * (as imported from the public shareholder register) showing Nordlys as the majority holder. The portfolio's
 * not-connected tab offers to connect it.
 */
export const demoSubsidiary = {
  organisationNumber: '912345661',
  name: 'Nordlys Drift AS',
  postalCode: '0150',
  city: 'OSLO',
  ceo: { firstName: 'Even', lastName: 'Drift', email: 'even.drift@nordlysdrift.demo', language: 'en' },
  ownerShares: 800n,
  otherShares: 200n,
} as const;

/** A company in the public register that is not kept here: a user who finds it registers it as its first administrator. */
export const demoUnregisteredCompany = { organisationNumber: '912345718', name: 'Fjordvind Konsult AS', postalCode: '5003', city: 'BERGEN' } as const;

/** Another company in the company register but not on Andel: registered, its empty register can be filled from an OCF package. */
export const demoOcfCompany = { organisationNumber: '912345858', name: 'Tindra Kapital AS', postalCode: '7010', city: 'TRONDHEIM' } as const;

/**
 * Skatteetaten's public shareholder register for the last full year, loaded at seeding as a super-admin's upload
 * would be: Havbris Invest AS is in it but not on Andel, so an admin who finds it in the portfolio's search and
 * registers it is offered its holders by auto-import. Nordlys Drift AS's rows match its register here.
 */
export const demoPublicRegister = {
  year: 2025,
  company: { organisationNumber: '912345726', name: 'Havbris Invest AS', postalCode: '6003', city: 'ÅLESUND' },
  rows: [
    ['912345726', 'Havbris Invest AS', 'Ordinære aksjer', 'Nordlys Teknologi AS', '928471632', '0150 OSLO', 'NOR', '4000', '10000'],
    ['912345726', 'Havbris Invest AS', 'Ordinære aksjer', 'Marte Havbris', '1979', '6003 ÅLESUND', 'NOR', '3000', '10000'],
    ['912345726', 'Havbris Invest AS', 'Ordinære aksjer', 'Jonas Havbris', '1982', '6003 ÅLESUND', 'NO', '1500', '10000'],
    ['912345726', 'Havbris Invest AS', 'Ordinære aksjer', 'Sofie "Sol Berg', '1990', '7010 TRONDHEIM', 'NOR', '1000', '10000'],
    ['912345726', 'Havbris Invest AS', 'Ordinære aksjer', 'Lars Nielsen', '1968', 'DK-8000 AARHUS', ' C', 'DNK', '500', '10000'],
    ['912345661', 'Nordlys Drift AS', 'A-aksjer', 'Nordlys Teknologi AS', '928471632', '0150 OSLO', 'NOR', '800', '1000'],
    ['912345661', 'Nordlys Drift AS', 'A-aksjer', 'Even Drift', '1985', '0150 OSLO', 'NOR', '200', '1000'],
    // The ownership map: Havbris Invest AS (40 % Nordlys) owns all of Havbris Fiskeri AS, two levels below Nordlys.
    ['910000055', 'Havbris Fiskeri AS', 'Ordinære aksjer', 'Havbris Invest AS', '912345726', '6003 ÅLESUND', 'NOR', '100', '100'],
    // Beneficial owners: the owners of Bergfjell's two holding companies (see demoBeneficialOwner).
    ['923609016', 'Fjordkapital AS', 'Ordinære aksjer', 'Astrid Fjeld', '1968', '5003 BERGEN', 'NOR', '500', '1000'],
    ['923609016', 'Fjordkapital AS', 'Ordinære aksjer', 'Bjørn Fjeld', '1966', '5003 BERGEN', 'NOR', '500', '1000'],
    ['974760673', 'Nordvest Holding AS', 'Ordinære aksjer', 'Astrid Fjeld', '1968', '5003 BERGEN', 'NOR', '400', '1000'],
    ['974760673', 'Nordvest Holding AS', 'Ordinære aksjer', 'Kjell Vest', '1955', '6004 ÅLESUND', 'NOR', '300', '1000'],
    ['974760673', 'Nordvest Holding AS', 'Ordinære aksjer', 'Liv Vest', '1958', '6004 ÅLESUND', 'NOR', '300', '1000'],
  ],
} as const;

/**
 * Bergfjell Eiendom AS's holding companies grow by an issue to about 40 % (Fjordkapital AS) and 25 % (Nordvest Holding
 * AS) of its shares; Astrid Fjeld, holding 50 % and 40 % of them in the public register, is proposed as a beneficial
 * owner with about 20 % + 10 % = 30 % through the two.
 */
export const demoBeneficialOwner = {
  company: '931754289',
  holdings: [
    { companyNumber: '923609016', percent: 40n },
    { companyNumber: '974760673', percent: 25n },
  ],
  issueDate: '2025-12-01',
  /** A confirmed statement the day before the issue. */
  statementDate: '2025-11-30',
} as const;

/** An enterprise agreement over the two Norwegian demo companies, for the back office and `/enterprise-account`. */
export const demoEnterpriseAccount = {
  name: 'Nordlys Gruppen',
  status: 'ACTIVE',
  billingFrequency: 'QUARTERLY',
  features: [
    { feature: 'CUSTOM_DOCS', quota: 200 },
    { feature: 'LIVE_GM', quota: 12 },
  ],
} as const;

type DemoUser = { email: string; name: string; password: string; language: Language; role: string };

/** Demo sign-ins, printed at start-up. Passwords are public by design: demo data only. */
export const demoUsers = {
  admin: { email: 'admin@andel.demo', name: 'Astrid Admin', password: 'Demo-admin-2026', language: 'nb', role: 'company admin (all three companies)' },
  board: { email: 'styre@andel.demo', name: 'Ingrid Haugen', password: 'Demo-styre-2026', language: 'nb', role: 'board chair, Nordlys Teknologi AS' },
  shareholder: { email: 'aksjonaer@andel.demo', name: 'Ola Berg', password: 'Demo-aksjonaer-2026', language: 'nb', role: 'shareholder, Nordlys Teknologi AS' },
  swedishShareholder: { email: 'aktieagare@andel.demo', name: 'Elsa Lind', password: 'Demo-aktieagare-2026', language: 'sv', role: 'shareholder, Skärgårdens Design AB' },
  accountant: { email: 'regnskap@andel.demo', name: 'Rune Regnskap', password: 'Demo-regnskap-2026', language: 'nb', role: 'custom role Regnskapsfører, Nordlys Teknologi AS' },
  superAdmin: { email: 'superadmin@andel.demo', name: 'Sara Superadmin', password: 'Demo-super-2026', language: 'en', role: 'super-admin' },
} as const satisfies Record<string, DemoUser>;

/**
 * The board chair's national identity number (a synthetic one): BankID sign-in with it, at the local test provider
 * (`OIDC_DEV_PROVIDER=1`), opens Ingrid Haugen's account.
 */
export const demoBankIdNationalId = '13108012345';

/** The demo shareholder's holder record id; the register seed creates the shareholder with this id. */
export const demoShareholderId = '5b0e0c4e-8a43-4d55-9d1c-3f6a1f0d2a11';

/**
 * Two holders of Nordlys Teknologi AS with the same name (its second and third holders), told apart in the meeting's
 * attendance and voting tables and minutes by birth year (from their synthetic identity numbers).
 */
export const demoNamesakes = { name: 'Kari Hansen', nationalIds: ['14037510042', '02098810024'], birthYears: ['1975', '1988'] } as const;

/** The Swedish demo shareholder's holder record id (Elsa Lind, Skärgårdens Design AB), whose contributions the portal shows. */
export const demoSwedishShareholderId = '0d6f4b1a-2c7e-4f3b-8a95-6e1d2c3b4a51';

/** The demo company's archive (Nordlys Teknologi AS): folders and PDFs in the admin, board and shareholder archives. */
/** Demo signing requests on archive files: signed and sealed at seed time, or waiting for the board chair. */
export const demoSigning = [
  { fileName: 'Styreinstruks.pdf', signed: true, message: 'Styreinstruksen slik styret vedtok den.' },
  { fileName: 'Aksjonæravtale.pdf', signed: false, message: 'Vennligst signer aksjonæravtalen.' },
] as const;

export const demoArchive = [
  {
    section: 'admin-archive',
    folder: 'Avtaler',
    files: [{ name: 'Aksjonæravtale.pdf', title: 'Aksjonæravtale', text: 'Avtale mellom aksjonærene i Nordlys Teknologi AS.' }],
  },
  {
    section: 'admin-archive',
    folder: 'Regnskap',
    files: [{ name: 'Årsregnskap 2025.pdf', title: 'Årsregnskap 2025', text: 'Resultatregnskap, balanse og noter for Nordlys Teknologi AS.' }],
  },
  {
    section: 'board-archive',
    folder: 'Styredokumenter',
    files: [{ name: 'Styreinstruks.pdf', title: 'Styreinstruks', text: 'Regler for styrets arbeid og saksbehandling.' }],
  },
  {
    section: 'shareholder-archive',
    folder: null,
    files: [{ name: 'Vedtekter.pdf', title: 'Vedtekter for Nordlys Teknologi AS', text: 'Selskapets vedtekter, sist endret på generalforsamlingen.' }],
  },
  {
    section: 'custom-archive',
    folder: 'Revisjon',
    files: [{ name: 'Revisjonsberetning 2025.pdf', title: 'Revisjonsberetning 2025', text: 'Uavhengig revisors beretning for Nordlys Teknologi AS.' }],
  },
] as const;

/** The custom archive the demo accountant role may read (its permission), the others' admins only. */
export const demoCustomArchivePermission = { folder: 'Revisjon', access: 'VIEW' } as const;

/**
 * A demo document view link: the annual accounts shared with the auditor. The recipient id is fixed so the demo link
 * stays the same between runs (real links get a random one).
 */
export const demoDocumentView = {
  folder: 'Regnskap',
  fileName: 'Årsregnskap 2025.pdf',
  recipientId: '6f1d2c3b-8a47-4e59-9c1e-2b7d4f6a8e10',
  recipient: { name: 'Revisor Rask', email: 'revisor@andel.demo' },
} as const;
