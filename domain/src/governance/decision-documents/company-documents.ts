import { z } from 'zod';
import { defineDecisionDocument } from './decision-document';
import { paragraph } from './resolution-blocks';
import { organisationNumberField, personName, shortText } from './resolution-fields';

// The company itself: its name and its auditor.

export const companyNameDocument = defineDecisionDocument({
  fields: z.object({ name: shortText }),
  form: [{ name: 'name', kind: 'text' }],
  defaults: () => ({ name: '' }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph('Generalforsamlingen vedtar å endre selskapets foretaksnavn fra ', x.companyName, ` til ${x.text(f.name)}. Vedtektenes bestemmelse om foretaksnavnet endres tilsvarende (aksjeloven §§ 2-2 og 5-18, foretaksnavneloven).`),
      paragraph('Endringen får virkning når den er registrert i Foretaksregisteret.'),
    ],
    sv: (f, x) => [
      paragraph('Stämman beslutar att ändra bolagets företagsnamn från ', x.companyName, ` till ${x.text(f.name)} och att bolagsordningens bestämmelse om företagsnamnet ändras i enlighet därmed (aktiebolagslagen 3 kap. 1 § och 7 kap. 42 §, lagen om företagsnamn).`),
      paragraph('Ändringen får verkan när den har registrerats av Bolagsverket.'),
    ],
    en: (f, x) => [
      paragraph("The general meeting resolves to change the company's name from ", x.companyName, ` to ${x.text(f.name)}, and to amend the name clause of the articles of association accordingly.`),
      paragraph('The change takes effect when registered with the register of business enterprises.'),
    ],
  },
  effect: (f) => ({ kind: 'COMPANY_NAME', name: f.name }),
});

export const auditorDocument = defineDecisionDocument({
  fields: z.object({ name: personName, organisationNumber: organisationNumberField }),
  form: [
    { name: 'name', kind: 'text' },
    { name: 'organisationNumber', kind: 'organisationNumber' },
  ],
  defaults: () => ({ name: '', organisationNumber: '' }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph(`Generalforsamlingen velger ${x.text(f.name)}, org.nr. ${x.text(f.organisationNumber)}, som selskapets revisor (aksjeloven § 7-1, revisorloven). Revisor tjenestegjør inntil ny revisor er valgt.`),
      paragraph('Endringen meldes til Foretaksregisteret.'),
    ],
    sv: (f, x) => [
      paragraph(`Stämman väljer ${x.text(f.name)}, org.nr ${x.text(f.organisationNumber)}, till bolagets revisor för tiden intill slutet av den årsstämma som hålls under det första räkenskapsåret efter valet (aktiebolagslagen 9 kap. 8 och 21 §§).`),
      paragraph('Ändringen anmäls till Bolagsverket.'),
    ],
    en: (f, x) => [
      paragraph(`The general meeting elects ${x.text(f.name)}, registration no. ${x.text(f.organisationNumber)}, as the company's auditor. The auditor serves until a new auditor is elected.`),
      paragraph('The change is filed with the register of business enterprises.'),
    ],
  },
  effect: (f) => ({ kind: 'AUDITOR', name: f.name, organisationNumber: f.organisationNumber }),
});

export const noAuditorDocument = defineDecisionDocument({
  fields: z.object({}),
  form: [],
  defaults: () => ({}),
  body: 'GENERAL_MEETING',
  text: {
    no: () => [
      paragraph('Generalforsamlingen vedtar at selskapets årsregnskap ikke skal revideres, og at selskapet ikke lenger skal ha revisor (aksjeloven § 7-6). Vedtaket forutsetter at selskapet oppfyller vilkårene i aksjeloven § 7-6 første ledd for de to siste regnskapsårene.'),
      paragraph('Vedtaket meldes til Foretaksregisteret, og revisor fratrer når endringen er registrert.'),
    ],
    sv: () => [
      paragraph('Stämman beslutar att bolaget inte ska ha någon revisor och att bolagsordningen ändras i enlighet därmed (aktiebolagslagen 9 kap. 1 § och 7 kap. 42 §). Beslutet förutsätter att bolaget inte överskrider mer än ett av gränsvärdena i 9 kap. 1 § andra stycket för vart och ett av de två senaste räkenskapsåren.'),
      paragraph('Ändringen anmäls till Bolagsverket, och revisorns uppdrag upphör när ändringen har registrerats.'),
    ],
    en: () => [
      paragraph("The general meeting resolves that the company's annual accounts shall no longer be audited and that the company shall no longer have an auditor, the company meeting the statutory conditions for the last two financial years."),
      paragraph('The resolution is filed with the register of business enterprises, and the auditor leaves office when it is registered.'),
    ],
  },
  effect: () => ({ kind: 'NO_AUDITOR' }),
});
