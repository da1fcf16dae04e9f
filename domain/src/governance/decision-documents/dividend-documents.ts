import { z } from 'zod';
import { toDecimal } from '../../kernel/format/render-decimal';
import { defineDecisionDocument, type DraftFields } from './decision-document';
import { blank, bulletList, paragraph, type Figures } from './resolution-blocks';
import type { ResolutionContext } from './resolution-context';
import { date, notBefore, organisationNumberField, personName, positiveAmount, year } from './resolution-fields';

// Distributions to shareholders: dividend, the board's authorisation to pay one, and a group contribution.

const dividendFields = z
  .object({
    basis: z.enum(['ANNUAL_ACCOUNTS', 'EXTRAORDINARY']),
    financialYear: year,
    perClass: z.array(z.object({ shareClassId: z.uuid(), amountPerShare: positiveAmount })).min(1, 'required'),
    recordDate: date,
    paymentDate: date,
  })
  .superRefine(notBefore('recordDate', 'paymentDate', 'decisionDocuments.paymentBeforeRecordDate'));
type DividendFields = z.output<typeof dividendFields>;

/** Each class's amount with its shares on the meeting date and their product, and the sum of all classes (exact decimals). */
const dividendLines = (fields: DraftFields<DividendFields>, figures: Figures, context: ResolutionContext) => {
  const lines = (fields.perClass ?? []).map(({ shareClassId, amountPerShare }) => {
    const shareClass = context.classes.find(({ id }) => id === shareClassId);
    const known = shareClass && amountPerShare && /^\d+(\.\d+)?$/.test(amountPerShare);
    return {
      name: shareClass?.names[figures.language] ?? blank,
      perShare: figures.money(amountPerShare),
      shares: figures.shares(shareClass?.shares),
      total: known ? toDecimal(amountPerShare).times(toDecimal(shareClass.shares)) : null,
    };
  });
  const complete = lines.length > 0 && lines.every((line) => line.total !== null);
  const sum = complete ? lines.reduce((acc, line) => acc.plus(line.total!), toDecimal(0)).toFixed() : undefined;
  return { lines: lines.map((line) => ({ ...line, total: figures.money(line.total?.toFixed()) })), sum: figures.money(sum) };
};

export const dividendDocument = defineDecisionDocument({
  fields: dividendFields,
  form: [
    { name: 'basis', kind: 'select', options: ['ANNUAL_ACCOUNTS', 'EXTRAORDINARY'] },
    { name: 'financialYear', kind: 'year' },
    { name: 'perClass', kind: 'perClassAmount' },
    { name: 'recordDate', kind: 'date' },
    { name: 'paymentDate', kind: 'date' },
  ],
  defaults: (context) => ({
    basis: 'ANNUAL_ACCOUNTS',
    financialYear: String(Number(context.meetingDate.slice(0, 4)) - 1),
    perClass: context.classes.map(({ id }) => ({ shareClassId: id, amountPerShare: '' })),
    recordDate: context.meetingDate,
    paymentDate: '',
  }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x, context) => {
      const { lines, sum } = dividendLines(f, x, context);
      return [
        paragraph(
          f.basis === 'EXTRAORDINARY'
            ? `Generalforsamlingen vedtar i samsvar med styrets forslag et ekstraordinært utbytte på grunnlag av selskapets sist godkjente årsregnskap, for regnskapsåret ${x.text(f.financialYear)} (aksjeloven § 8-2 a):`
            : `Generalforsamlingen godkjenner styrets forslag om utbytte for regnskapsåret ${x.text(f.financialYear)} på grunnlag av det godkjente årsregnskapet (aksjeloven § 8-2):`,
        ),
        bulletList(lines.map((line) => [`${line.name}: ${line.perShare} per aksje, i alt ${line.total} for ${line.shares} aksjer`])),
        paragraph(`Samlet utbytte utgjør ${sum}. Utbyttet tilfaller de aksjeeiere som står innført i aksjeeierregisteret ved utløpet av ${x.date(f.recordDate)}, og utbetales ${x.date(f.paymentDate)}.`),
        paragraph('Styret har vurdert at selskapet etter utdelingen vil ha en forsvarlig egenkapital og likviditet, og at utdelingen ligger innenfor selskapets frie egenkapital (aksjeloven §§ 3-4 og 8-1). Utbyttet kan ikke være høyere enn det styret har foreslått (aksjeloven § 8-2 annet ledd).'),
      ];
    },
    sv: (f, x, context) => {
      const { lines, sum } = dividendLines(f, x, context);
      return [
        paragraph(
          f.basis === 'EXTRAORDINARY'
            ? `Stämman beslutar i enlighet med styrelsens förslag om vinstutdelning på grundval av den senast fastställda balansräkningen, avseende räkenskapsåret ${x.text(f.financialYear)} (aktiebolagslagen 18 kap. 1 och 4 §§):`
            : `Stämman beslutar i enlighet med styrelsens förslag att till aktieägarna dela ut vinst för räkenskapsåret ${x.text(f.financialYear)} på grundval av den fastställda balansräkningen (aktiebolagslagen 18 kap. 1 och 4 §§):`,
        ),
        bulletList(lines.map((line) => [`${line.name}: ${line.perShare} per aktie, totalt ${line.total} för ${line.shares} aktier`])),
        paragraph(`Utdelningen uppgår sammanlagt till ${sum}. Rätt till utdelning har den som på avstämningsdagen ${x.date(f.recordDate)} är införd i aktieboken som aktieägare. Utdelningen betalas ut den ${x.date(f.paymentDate)}.`),
        paragraph('Styrelsen har bedömt att utdelningen är försvarlig med hänsyn till de krav som verksamhetens art, omfattning och risker ställer på storleken av det egna kapitalet och till bolagets konsolideringsbehov, likviditet och ställning i övrigt, och att den ryms inom det fria egna kapitalet (aktiebolagslagen 17 kap. 3 §). Stämman får inte besluta om högre utdelning än styrelsen föreslagit (18 kap. 3 §).'),
      ];
    },
    en: (f, x, context) => {
      const { lines, sum } = dividendLines(f, x, context);
      return [
        paragraph(
          f.basis === 'EXTRAORDINARY'
            ? `In accordance with the board's proposal, the general meeting resolves to distribute an extraordinary dividend on the basis of the company's most recently approved annual accounts, for the financial year ${x.text(f.financialYear)}:`
            : `The general meeting approves the board's proposal of a dividend for the financial year ${x.text(f.financialYear)} on the basis of the approved annual accounts:`,
        ),
        bulletList(lines.map((line) => [`${line.name}: ${line.perShare} per share, in total ${line.total} for ${line.shares} shares`])),
        paragraph(`The dividend amounts to ${sum} in total. It accrues to the shareholders registered in the register of shareholders at the end of ${x.date(f.recordDate)} (the record date) and is paid on ${x.date(f.paymentDate)}.`),
        paragraph('The board has assessed that the company will have sound equity and liquidity after the distribution and that the distribution lies within its distributable equity. The dividend may not exceed the amount proposed by the board.'),
      ];
    },
  },
  effect: (f) => ({ kind: 'PAY_DIVIDEND', recordDate: f.recordDate, paymentDate: f.paymentDate, perClass: f.perClass }),
});

const dividendAuthorisationFields = z.object({ financialYear: year, maxAmount: positiveAmount, validUntil: date });

export const dividendPowerOfAttorneyDocument = defineDecisionDocument({
  fields: dividendAuthorisationFields,
  form: [
    { name: 'financialYear', kind: 'year' },
    { name: 'maxAmount', kind: 'amount' },
    { name: 'validUntil', kind: 'date' },
  ],
  defaults: (context) => ({ financialYear: String(Number(context.meetingDate.slice(0, 4)) - 1), maxAmount: '', validUntil: '' }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph(`Generalforsamlingen gir styret fullmakt til å beslutte utdeling av utbytte på grunnlag av selskapets årsregnskap for regnskapsåret ${x.text(f.financialYear)} (aksjeloven § 8-2 annet ledd).`),
      paragraph(`Samlet utbytte etter fullmakten kan ikke overstige ${x.money(f.maxAmount)}. Fullmakten gjelder frem til neste ordinære generalforsamling, likevel ikke lenger enn til ${x.date(f.validUntil)}.`),
      paragraph('Styret skal før hver utdeling påse at selskapet etter utdelingen har forsvarlig egenkapital og likviditet (aksjeloven §§ 3-4 og 8-1).'),
    ],
    sv: (f, x) => [
      paragraph(`Stämman bemyndigar styrelsen att besluta om vinstutdelning på grundval av årsredovisningen för räkenskapsåret ${x.text(f.financialYear)}, med ett sammanlagt belopp om högst ${x.money(f.maxAmount)}, längst intill ${x.date(f.validUntil)}.`),
      paragraph('Aktiebolagslagen ger bolagsstämman, inte styrelsen, befogenheten att besluta om vinstutdelning (18 kap. 1 §); ett svenskt aktiebolag bör därför i stället besluta om utdelningen på stämman, eventuellt med flera utbetalningstillfällen.'),
    ],
    en: (f, x) => [
      paragraph(`The general meeting authorises the board to resolve the distribution of dividends on the basis of the company's annual accounts for the financial year ${x.text(f.financialYear)}.`),
      paragraph(`The dividends distributed under this authorisation may not exceed ${x.money(f.maxAmount)} in total. The authorisation is valid until the next ordinary general meeting, and no later than ${x.date(f.validUntil)}.`),
      paragraph('Before each distribution, the board shall ensure that the company retains sound equity and liquidity.'),
    ],
  },
  effect: (f) => ({ kind: 'BOARD_AUTHORISATION', authorisation: 'DIVIDEND', maxAmount: f.maxAmount, validUntil: f.validUntil }),
});

const groupContributionFields = z.object({ financialYear: year, recipientName: personName, recipientOrganisationNumber: organisationNumberField, amount: positiveAmount });

export const groupContributionDocument = defineDecisionDocument({
  fields: groupContributionFields,
  form: [
    { name: 'financialYear', kind: 'year' },
    { name: 'recipientName', kind: 'text' },
    { name: 'recipientOrganisationNumber', kind: 'organisationNumber' },
    { name: 'amount', kind: 'amount' },
  ],
  defaults: (context) => ({ financialYear: String(Number(context.meetingDate.slice(0, 4)) - 1), recipientName: '', recipientOrganisationNumber: '', amount: '' }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph(`Generalforsamlingen vedtar i samsvar med styrets forslag å yte konsernbidrag for regnskapsåret ${x.text(f.financialYear)} på ${x.money(f.amount)} til ${x.text(f.recipientName)}, org.nr. ${x.text(f.recipientOrganisationNumber)}.`),
      paragraph('Konsernbidraget ytes innenfor selskapets frie egenkapital og slik at selskapet etter ytelsen har forsvarlig egenkapital og likviditet (aksjeloven § 8-5, jf. §§ 3-4 og 8-1). Bidraget ytes innenfor rammene av skatteloven §§ 10-2 til 10-4.'),
    ],
    sv: (f, x) => [
      paragraph(`Stämman beslutar i enlighet med styrelsens förslag att lämna koncernbidrag för räkenskapsåret ${x.text(f.financialYear)} om ${x.money(f.amount)} till ${x.text(f.recipientName)}, org.nr ${x.text(f.recipientOrganisationNumber)}.`),
      paragraph('Koncernbidraget är en värdeöverföring som ryms inom det fria egna kapitalet och är försvarlig med hänsyn till bolagets konsolideringsbehov, likviditet och ställning i övrigt (aktiebolagslagen 17 kap. 1 och 3 §§). Avdragsrätten följer av inkomstskattelagen 35 kap.'),
    ],
    en: (f, x) => [
      paragraph(`In accordance with the board's proposal, the general meeting resolves to make a group contribution for the financial year ${x.text(f.financialYear)} of ${x.money(f.amount)} to ${x.text(f.recipientName)}, registration no. ${x.text(f.recipientOrganisationNumber)}.`),
      paragraph('The contribution is made within the company\'s distributable equity and so that the company retains sound equity and liquidity after it.'),
    ],
  },
  effect: (f) => ({ kind: 'GROUP_CONTRIBUTION', recipientName: f.recipientName, amount: f.amount }),
});
