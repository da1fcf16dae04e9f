import { z } from 'zod';
import { defineDecisionDocument } from './decision-document';
import { paragraph } from './resolution-blocks';
import { date, positiveAmount } from './resolution-fields';

// The general meeting's authorisations of the board: to raise the share capital, to buy the company's own shares,
// and to take up convertible loans. Each has a ceiling and an end date, as the law requires.

const purposes = ['GENERAL', 'ACQUISITIONS', 'INCENTIVES'] as const;
const purposeText = {
  no: { GENERAL: 'alminnelige selskapsformål', ACQUISITIONS: 'oppkjøp av virksomheter og styrking av selskapets egenkapital', INCENTIVES: 'insentivordninger for ansatte' },
  sv: { GENERAL: 'bolagets allmänna ändamål', ACQUISITIONS: 'förvärv av verksamheter och stärkande av bolagets egna kapital', INCENTIVES: 'incitamentsprogram för anställda' },
  en: { GENERAL: "the company's general purposes", ACQUISITIONS: "acquisitions of businesses and strengthening the company's equity", INCENTIVES: 'incentive schemes for employees' },
} as const;

export const increaseShareCapitalPowerOfAttorneyDocument = defineDecisionDocument({
  fields: z.object({ maxAmount: positiveAmount, validUntil: date, purpose: z.enum(purposes), waivePreferentialRights: z.boolean(), contributionInKind: z.boolean() }),
  form: [
    { name: 'maxAmount', kind: 'amount' },
    { name: 'validUntil', kind: 'date' },
    { name: 'purpose', kind: 'select', options: purposes },
    { name: 'waivePreferentialRights', kind: 'boolean' },
    { name: 'contributionInKind', kind: 'boolean' },
  ],
  defaults: () => ({ maxAmount: '', validUntil: '', purpose: 'GENERAL', waivePreferentialRights: false, contributionInKind: false }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph('Generalforsamlingen gir styret fullmakt til å forhøye aksjekapitalen, som i dag er ', x.register('SHARE_CAPITAL'), `, med inntil ${x.money(f.maxAmount)} ved én eller flere nytegninger av aksjer (aksjeloven § 10-14). Samlet forhøyelse kan ikke overstige halvparten av aksjekapitalen på tidspunktet for fullmakten.`),
      paragraph(
        `Fullmakten kan brukes til ${f.purpose ? purposeText.no[f.purpose] : '[●]'} og gjelder til ${x.date(f.validUntil)}, likevel ikke lenger enn to år fra vedtaket. Aksjeeiernes fortrinnsrett etter aksjeloven § 10-4 ${f.waivePreferentialRights ? 'kan fravikes' : 'kan ikke fravikes'}. Fullmakten omfatter ${f.contributionInKind ? '' : 'ikke '}kapitalforhøyelse mot innskudd i andre eiendeler enn penger. Styret kan endre vedtektenes bestemmelse om aksjekapitalen når fullmakten brukes. Fullmakten skal registreres i Foretaksregisteret før den kan brukes (aksjeloven § 10-16).`,
      ),
    ],
    sv: (f, x) => [
      paragraph('Stämman bemyndigar styrelsen att, vid ett eller flera tillfällen, besluta om nyemission av aktier varigenom aktiekapitalet, som i dag uppgår till ', x.register('SHARE_CAPITAL'), `, kan ökas med högst ${x.money(f.maxAmount)} (aktiebolagslagen 13 kap. 35 §).`),
      paragraph(
        `Bemyndigandet gäller längst intill ${x.date(f.validUntil)}, dock högst intill nästa årsstämma, för ${f.purpose ? purposeText.sv[f.purpose] : '[●]'}. Emission ska ske ${f.waivePreferentialRights ? 'med eller utan avvikelse från' : 'med'} aktieägarnas företrädesrätt${f.contributionInKind ? ' och får ske med bestämmelse om apport eller kvittning' : ''}. ${f.waivePreferentialRights ? 'Eftersom bemyndigandet medger avvikelse från företrädesrätten krävs att beslutet biträds av minst två tredjedelar av de avgivna rösterna och de företrädda aktierna.' : ''} Bemyndigandet ska registreras hos Bolagsverket.`,
      ),
    ],
    en: (f, x) => [
      paragraph('The general meeting authorises the board to increase the share capital, currently ', x.register('SHARE_CAPITAL'), `, by up to ${x.money(f.maxAmount)} through one or more issues of new shares.`),
      paragraph(
        `The authorisation may be used for ${f.purpose ? purposeText.en[f.purpose] : '[●]'} and is valid until ${x.date(f.validUntil)}. The shareholders' preferential rights ${f.waivePreferentialRights ? 'may' : 'may not'} be set aside. The authorisation ${f.contributionInKind ? 'covers' : 'does not cover'} contributions in kind. The board may amend the share capital clause of the articles of association when using the authorisation. The authorisation shall be registered before it is used.`,
      ),
    ],
  },
  effect: (f) => ({ kind: 'BOARD_AUTHORISATION', authorisation: 'INCREASE_SHARE_CAPITAL', maxAmount: f.maxAmount, validUntil: f.validUntil }),
});

const ownSharesFields = z
  .object({ maxNominalValue: positiveAmount, minPrice: positiveAmount, maxPrice: positiveAmount, validUntil: date })
  .superRefine((value, ctx) => {
    if (Number(value.maxPrice) < Number(value.minPrice)) ctx.addIssue({ code: 'custom', message: 'decisionDocuments.maxBelowMin', path: ['maxPrice'] });
  });

export const acquireOwnSharesPowerOfAttorneyDocument = defineDecisionDocument({
  fields: ownSharesFields,
  form: [
    { name: 'maxNominalValue', kind: 'amount' },
    { name: 'minPrice', kind: 'amount' },
    { name: 'maxPrice', kind: 'amount' },
    { name: 'validUntil', kind: 'date' },
  ],
  defaults: () => ({ maxNominalValue: '', minPrice: '', maxPrice: '', validUntil: '' }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph(`Generalforsamlingen gir styret fullmakt til å erverve egne aksjer med samlet pålydende på inntil ${x.money(f.maxNominalValue)} (aksjeloven § 9-4). Det laveste beløp som kan betales per aksje er ${x.money(f.minPrice)}, og det høyeste er ${x.money(f.maxPrice)}.`),
      paragraph(`Styret bestemmer på hvilke måter erverv og avhendelse av egne aksjer kan skje, med likebehandling av aksjeeierne. Erverv kan bare skje med midler som kan deles ut som utbytte (aksjeloven § 9-3). Fullmakten gjelder til ${x.date(f.validUntil)}, og skal registreres i Foretaksregisteret før aksjer erverves.`),
    ],
    sv: (f, x) => [
      paragraph(`Stämman bemyndigar styrelsen att förvärva egna aktier genom erbjudande som riktas till samtliga aktieägare, med ett sammanlagt kvotvärde om högst ${x.money(f.maxNominalValue)}, till ett pris per aktie om lägst ${x.money(f.minPrice)} och högst ${x.money(f.maxPrice)} (aktiebolagslagen 19 kap. 5–7 §§).`),
      paragraph(`Förvärv får endast ske med fritt eget kapital och så att det efter förvärvet finns full täckning för bolagets bundna egna kapital. Bemyndigandet gäller längst intill ${x.date(f.validUntil)}, dock högst intill nästa årsstämma.`),
    ],
    en: (f, x) => [
      paragraph(`The general meeting authorises the board to acquire the company's own shares with an aggregate nominal value of up to ${x.money(f.maxNominalValue)}, at a price per share of at least ${x.money(f.minPrice)} and at most ${x.money(f.maxPrice)}.`),
      paragraph(`Shares may be acquired only with funds that could be distributed as dividend, and with equal treatment of the shareholders. The authorisation is valid until ${x.date(f.validUntil)}.`),
    ],
  },
  effect: (f) => ({ kind: 'BOARD_AUTHORISATION', authorisation: 'ACQUIRE_OWN_SHARES', maxAmount: f.maxNominalValue, validUntil: f.validUntil }),
});

export const convertibleLoanPowerOfAttorneyDocument = defineDecisionDocument({
  fields: z.object({ maxLoanAmount: positiveAmount, maxCapitalIncrease: positiveAmount, validUntil: date, waivePreferentialRights: z.boolean() }),
  form: [
    { name: 'maxLoanAmount', kind: 'amount' },
    { name: 'maxCapitalIncrease', kind: 'amount' },
    { name: 'validUntil', kind: 'date' },
    { name: 'waivePreferentialRights', kind: 'boolean' },
  ],
  defaults: () => ({ maxLoanAmount: '', maxCapitalIncrease: '', validUntil: '', waivePreferentialRights: false }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph(`Generalforsamlingen gir styret fullmakt til å ta opp konvertible lån med et samlet hovedstol på inntil ${x.money(f.maxLoanAmount)} (aksjeloven § 11-8). Aksjekapitalen kan som følge av konvertering forhøyes med inntil ${x.money(f.maxCapitalIncrease)}.`),
      paragraph(`Aksjeeiernes fortrinnsrett ${f.waivePreferentialRights ? 'kan fravikes' : 'kan ikke fravikes'}. Fullmakten gjelder til ${x.date(f.validUntil)}, likevel ikke lenger enn to år fra vedtaket, og skal registreres i Foretaksregisteret før den kan brukes.`),
    ],
    sv: (f, x) => [
      paragraph(`Stämman bemyndigar styrelsen att besluta om emission av konvertibler till ett sammanlagt nominellt belopp om högst ${x.money(f.maxLoanAmount)}, varigenom aktiekapitalet vid full konvertering kan ökas med högst ${x.money(f.maxCapitalIncrease)} (aktiebolagslagen 15 kap. 41 §).`),
      paragraph(`Emission ska ske ${f.waivePreferentialRights ? 'med eller utan avvikelse från' : 'med'} aktieägarnas företrädesrätt. Bemyndigandet gäller längst intill ${x.date(f.validUntil)}, dock högst intill nästa årsstämma, och ska registreras hos Bolagsverket.`),
    ],
    en: (f, x) => [
      paragraph(`The general meeting authorises the board to raise convertible loans with an aggregate principal of up to ${x.money(f.maxLoanAmount)}. Upon conversion the share capital may be increased by up to ${x.money(f.maxCapitalIncrease)}.`),
      paragraph(`The shareholders' preferential rights ${f.waivePreferentialRights ? 'may' : 'may not'} be set aside. The authorisation is valid until ${x.date(f.validUntil)} and shall be registered before it is used.`),
    ],
  },
  effect: (f) => ({ kind: 'BOARD_AUTHORISATION', authorisation: 'CONVERTIBLE_LOAN', maxAmount: f.maxCapitalIncrease, validUntil: f.validUntil }),
});
