import { z } from 'zod';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import { boardRoleTypes } from '../../platform/access/access-types';
import { interfaceLanguageOf, type DocumentLanguage } from '../decisions/document-types';
import { defineDecisionDocument, type DraftFields } from './decision-document';
import { bulletList, joinNames, paragraph, type Figures } from './resolution-blocks';
import { date, people, personName } from './resolution-fields';

// The company's officers: the board, the CEO, procura and the right to sign for the company.

const roleName = (role: string | undefined, language: DocumentLanguage) => (role ? translate(interfaceLanguageOf[language] as Language, `companyRole.${role}`) : '[●]');

const boardFields = z.object({ members: people(boardRoleTypes), from: date });
type BoardFields = z.output<typeof boardFields>;
const boardList = (f: DraftFields<BoardFields>, x: Figures) => bulletList((f.members ?? []).map((member) => [`${x.text(member.name)}, ${roleName(member.role, x.language).toLocaleLowerCase()}`]));

const boardDocument = (replaces: boolean) =>
  defineDecisionDocument({
    fields: boardFields,
    form: [
      { name: 'members', kind: 'people', roles: boardRoleTypes },
      { name: 'from', kind: 'date' },
    ],
    // The board in office, to be re-elected or changed.
    defaults: (context) => ({ members: context.board.map(({ name, role }) => ({ name, role })), from: context.meetingDate }),
    body: 'GENERAL_MEETING',
    text: {
      no: (f, x) => [
        paragraph(replaces ? `Generalforsamlingen velger nytt styre med virkning fra ${x.date(f.from)}. Styret får etter valget denne sammensetningen:` : `Generalforsamlingen velger følgende styre med virkning fra ${x.date(f.from)}:`),
        boardList(f, x),
        paragraph('Styremedlemmene velges for to år dersom ikke vedtektene bestemmer noe annet (aksjeloven §§ 6-3 og 6-6). Endringen meldes til Foretaksregisteret.'),
      ],
      sv: (f, x) => [
        paragraph(replaces ? `Stämman väljer ny styrelse från och med ${x.date(f.from)}. Styrelsen ska efter valet bestå av:` : `Stämman väljer följande styrelse från och med ${x.date(f.from)}:`),
        boardList(f, x),
        paragraph('Uppdraget gäller intill slutet av den årsstämma som hålls under det första räkenskapsåret efter valet, om inte bolagsordningen föreskriver en längre mandattid (aktiebolagslagen 8 kap. 8 och 12 §§). Ändringen anmäls till Bolagsverket.'),
      ],
      en: (f, x) => [
        paragraph(replaces ? `The general meeting elects a new board with effect from ${x.date(f.from)}. After the election the board consists of:` : `The general meeting elects the following board with effect from ${x.date(f.from)}:`),
        boardList(f, x),
        paragraph('The change is filed with the register of business enterprises.'),
      ],
    },
    effect: (f) => ({ kind: 'BOARD', members: f.members, from: f.from }),
  });

export const electionOfCompanyBoardDocument = boardDocument(false);
export const assignsNewCompanyBoardDocument = boardDocument(true);

export const employmentOfManagingDirectorDocument = defineDecisionDocument({
  fields: z.object({ name: personName, from: date }),
  form: [
    { name: 'name', kind: 'text' },
    { name: 'from', kind: 'date' },
  ],
  defaults: (context) => ({ name: '', from: context.meetingDate }),
  body: 'BOARD',
  text: {
    no: (f, x) => [
      paragraph(`Styret ansetter ${x.text(f.name)} som daglig leder i `, x.companyName, ` med virkning fra ${x.date(f.from)} (aksjeloven § 6-2 annet ledd). Styrets leder gis fullmakt til å inngå arbeidsavtale på de vilkår styret har drøftet.`),
      paragraph('Endringen meldes til Foretaksregisteret.'),
    ],
    sv: (f, x) => [
      paragraph(`Styrelsen utser ${x.text(f.name)} till verkställande direktör i `, x.companyName, ` från och med ${x.date(f.from)} (aktiebolagslagen 8 kap. 27 §). Styrelsens ordförande bemyndigas att ingå anställningsavtal på de villkor som styrelsen har diskuterat.`),
      paragraph('Ändringen anmäls till Bolagsverket.'),
    ],
    en: (f, x) => [
      paragraph(`The board appoints ${x.text(f.name)} as chief executive officer of `, x.companyName, ` with effect from ${x.date(f.from)}. The chair of the board is authorised to enter into an employment agreement on the terms the board has discussed.`),
      paragraph('The change is filed with the register of business enterprises.'),
    ],
  },
  effect: (f) => ({ kind: 'CEO', name: f.name, from: f.from }),
});

const signatoryFields = z.object({ holders: z.array(personName).min(1, 'required').max(20), joint: z.boolean() });

export const procuraDocument = defineDecisionDocument({
  fields: signatoryFields,
  form: [
    { name: 'holders', kind: 'names' },
    { name: 'joint', kind: 'boolean' },
  ],
  defaults: () => ({ holders: [''], joint: false }),
  body: 'BOARD',
  text: {
    no: (f, x) => [
      paragraph(`Styret meddeler ${f.joint ? 'fellesprokura' : 'prokura'} til ${joinNames((f.holders ?? []).map((name) => x.text(name)), 'no')}${f.joint && (f.holders?.length ?? 0) > 1 ? ', i fellesskap' : ''} (prokuraloven).`),
      paragraph('Prokuraen meldes til Foretaksregisteret og kan når som helst tilbakekalles av styret.'),
    ],
    sv: (f, x) => [
      paragraph(`Styrelsen meddelar ${joinNames((f.holders ?? []).map((name) => x.text(name)), 'sv')} prokura${f.joint ? ', att utövas två i förening' : ''} (aktiebolagslagen 8 kap. 36 § och lagen (1974:158) om handelsregister, firma och prokura).`),
      paragraph('Prokuran anmäls till Bolagsverket och kan när som helst återkallas av styrelsen.'),
    ],
    en: (f, x) => [
      paragraph(`The board grants ${f.joint ? 'joint ' : ''}procuration to ${joinNames((f.holders ?? []).map((name) => x.text(name)), 'en')}${f.joint && (f.holders?.length ?? 0) > 1 ? ', to be exercised jointly' : ''}.`),
      paragraph('The procuration is filed with the register of business enterprises and may be revoked by the board at any time.'),
    ],
  },
  effect: (f) => ({ kind: 'PROCURA', holders: f.holders, joint: f.joint }),
});

export const boardAssignsSignatureDocument = defineDecisionDocument({
  fields: signatoryFields,
  form: procuraDocument.form,
  defaults: procuraDocument.defaults,
  body: 'BOARD',
  text: {
    no: (f, x) => [
      paragraph(`Styret tildeler rett til å signere for selskapet til ${joinNames((f.holders ?? []).map((name) => x.text(name)), 'no')}${f.joint ? ', to i fellesskap' : ', hver for seg'} (aksjeloven § 6-31 annet ledd).`),
      paragraph('Signaturretten meldes til Foretaksregisteret og kan når som helst tilbakekalles av styret.'),
    ],
    sv: (f, x) => [
      paragraph(`Styrelsen bemyndigar ${joinNames((f.holders ?? []).map((name) => x.text(name)), 'sv')} att företräda bolaget och teckna dess firma${f.joint ? ', två i förening' : ', var för sig'} (aktiebolagslagen 8 kap. 37 §).`),
      paragraph('Bemyndigandet anmäls till Bolagsverket och kan när som helst återkallas av styrelsen.'),
    ],
    en: (f, x) => [
      paragraph(`The board grants the right to sign on behalf of the company to ${joinNames((f.holders ?? []).map((name) => x.text(name)), 'en')}${f.joint ? ', two jointly' : ', each alone'}.`),
      paragraph('The right to sign is filed with the register of business enterprises and may be revoked by the board at any time.'),
    ],
  },
  effect: (f) => ({ kind: 'SIGNATURE', holders: f.holders, joint: f.joint }),
});
