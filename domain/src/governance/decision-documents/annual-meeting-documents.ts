import { z } from 'zod';
import { defineDecisionDocument } from './decision-document';
import { bulletList, paragraph } from './resolution-blocks';
import type { ResolutionContext } from './resolution-context';
import { people, positiveAmount, year } from './resolution-fields';

// The ordinary general meeting's standing matters: the accounts, and the remuneration and election of its officers.

const lastYear = (context: ResolutionContext) => String(Number(context.meetingDate.slice(0, 4)) - 1);

export const approveAnnualAccountDocument = defineDecisionDocument({
  fields: z.object({ financialYear: year }),
  form: [{ name: 'financialYear', kind: 'year' }],
  defaults: (context) => ({ financialYear: lastYear(context) }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph(`Generalforsamlingen godkjenner styrets forslag til årsregnskap og årsberetning for regnskapsåret ${x.text(f.financialYear)} for `, x.companyName, ', herunder disponeringen av årets resultat (aksjeloven § 5-5 annet ledd).'),
      paragraph('Revisjonsberetningen er lagt frem for generalforsamlingen.'),
    ],
    sv: (f, x) => [
      paragraph(`Stämman fastställer resultaträkningen och balansräkningen för räkenskapsåret ${x.text(f.financialYear)} för `, x.companyName, ' och beslutar om dispositioner beträffande bolagets vinst eller förlust enligt den fastställda balansräkningen (aktiebolagslagen 7 kap. 11 §).'),
      paragraph('Revisionsberättelsen har lagts fram för stämman.'),
    ],
    en: (f, x) => [
      paragraph(`The general meeting approves the board's proposed annual accounts and directors' report for the financial year ${x.text(f.financialYear)} of `, x.companyName, ', including the allocation of the year\'s result.'),
      paragraph("The auditor's report has been presented to the general meeting."),
    ],
  },
  effect: () => null,
});

const auditorRemunerationFields = z.object({ financialYear: year, amount: positiveAmount });

export const approveAuditorRemunerationDocument = defineDecisionDocument({
  fields: auditorRemunerationFields,
  form: [
    { name: 'financialYear', kind: 'year' },
    { name: 'amount', kind: 'amount' },
  ],
  defaults: (context) => ({ financialYear: lastYear(context), amount: '' }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph(`Generalforsamlingen godkjenner revisors godtgjørelse for lovpålagt revisjon av årsregnskapet for regnskapsåret ${x.text(f.financialYear)} med ${x.money(f.amount)} eksklusive merverdiavgift (aksjeloven § 7-1).`),
      paragraph('Godtgjørelse for andre tjenester enn revisjon fremgår av note til årsregnskapet.'),
    ],
    sv: (f, x) => [
      paragraph(`Stämman beslutar att arvode till revisorn för den lagstadgade revisionen av räkenskapsåret ${x.text(f.financialYear)} ska utgå med ${x.money(f.amount)} exklusive mervärdesskatt.`),
      paragraph('Arvode för andra uppdrag än revisionsuppdraget framgår av not till årsredovisningen.'),
    ],
    en: (f, x) => [
      paragraph(`The general meeting approves the auditor's remuneration for the statutory audit of the annual accounts for the financial year ${x.text(f.financialYear)} of ${x.money(f.amount)} excluding value added tax.`),
      paragraph('Remuneration for services other than the audit is stated in a note to the annual accounts.'),
    ],
  },
  effect: () => null,
});

const remunerationFields = z.object({ period: z.string().trim().min(1, 'required').max(100), chairAmount: positiveAmount, memberAmount: positiveAmount });

export const approveCompanyBoardRemunerationDocument = defineDecisionDocument({
  fields: remunerationFields,
  form: [
    { name: 'period', kind: 'text' },
    { name: 'chairAmount', kind: 'amount' },
    { name: 'memberAmount', kind: 'amount' },
  ],
  defaults: (context) => ({ period: `${lastYear(context)}/${context.meetingDate.slice(0, 4)}`, chairAmount: '', memberAmount: '' }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph(`Generalforsamlingen fastsetter styrets godtgjørelse for perioden ${x.text(f.period)} slik (aksjeloven § 6-10):`),
      bulletList([[`Styrets leder: ${x.money(f.chairAmount)}`], [`Øvrige styremedlemmer: ${x.money(f.memberAmount)} hver`]]),
    ],
    sv: (f, x) => [
      paragraph(`Stämman beslutar att arvode till styrelsen för perioden ${x.text(f.period)} ska utgå enligt följande:`),
      bulletList([[`Styrelsens ordförande: ${x.money(f.chairAmount)}`], [`Övriga stämmovalda ledamöter: ${x.money(f.memberAmount)} vardera`]]),
    ],
    en: (f, x) => [
      paragraph(`The general meeting sets the board's remuneration for the period ${x.text(f.period)} as follows:`),
      bulletList([[`Chair of the board: ${x.money(f.chairAmount)}`], [`Other board members: ${x.money(f.memberAmount)} each`]]),
    ],
  },
  effect: () => null,
});

export const approveNominationCommitteeRemunerationDocument = defineDecisionDocument({
  fields: remunerationFields,
  form: approveCompanyBoardRemunerationDocument.form,
  defaults: approveCompanyBoardRemunerationDocument.defaults,
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph(`Generalforsamlingen fastsetter valgkomiteens godtgjørelse for perioden ${x.text(f.period)} slik:`),
      bulletList([[`Valgkomiteens leder: ${x.money(f.chairAmount)}`], [`Øvrige medlemmer: ${x.money(f.memberAmount)} hver`]]),
    ],
    sv: (f, x) => [
      paragraph(`Stämman beslutar att arvode till valberedningen för perioden ${x.text(f.period)} ska utgå enligt följande:`),
      bulletList([[`Valberedningens ordförande: ${x.money(f.chairAmount)}`], [`Övriga ledamöter: ${x.money(f.memberAmount)} vardera`]]),
    ],
    en: (f, x) => [
      paragraph(`The general meeting sets the nomination committee's remuneration for the period ${x.text(f.period)} as follows:`),
      bulletList([[`Chair of the committee: ${x.money(f.chairAmount)}`], [`Other members: ${x.money(f.memberAmount)} each`]]),
    ],
  },
  effect: () => null,
});

const committeeRoles = ['chair', 'member'] as const;
const roleName = { no: { chair: 'leder', member: 'medlem' }, sv: { chair: 'ordförande', member: 'ledamot' }, en: { chair: 'chair', member: 'member' } } as const;

export const electNominationCommitteeDocument = defineDecisionDocument({
  fields: z.object({ members: people(committeeRoles), termUntil: z.string().trim().min(1, 'required').max(100) }),
  form: [
    { name: 'members', kind: 'people', roles: committeeRoles },
    { name: 'termUntil', kind: 'text' },
  ],
  defaults: (context) => ({ members: [{ name: '', role: 'chair' }], termUntil: String(Number(context.meetingDate.slice(0, 4)) + 2) }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph(`Generalforsamlingen velger følgende valgkomité for tiden frem til ordinær generalforsamling i ${x.text(f.termUntil)}:`),
      bulletList((f.members ?? []).map((member) => [`${x.text(member.name)} (${member.role ? roleName.no[member.role] : x.text(undefined)})`])),
    ],
    sv: (f, x) => [
      paragraph(`Stämman utser följande ledamöter av valberedningen för tiden intill årsstämman ${x.text(f.termUntil)}:`),
      bulletList((f.members ?? []).map((member) => [`${x.text(member.name)} (${member.role ? roleName.sv[member.role] : x.text(undefined)})`])),
    ],
    en: (f, x) => [
      paragraph(`The general meeting elects the following nomination committee until the ordinary general meeting in ${x.text(f.termUntil)}:`),
      bulletList((f.members ?? []).map((member) => [`${x.text(member.name)} (${member.role ? roleName.en[member.role] : x.text(undefined)})`])),
    ],
  },
  effect: (f) => ({ kind: 'NOMINATION_COMMITTEE', members: f.members }),
});
