import { z } from 'zod';
import { toDecimal } from '../../kernel/format/render-decimal';
import { defineDecisionDocument, type DraftFields } from './decision-document';
import { blank, paragraph, type Figures } from './resolution-blocks';
import type { ResolutionContext } from './resolution-context';
import { date, longText, positiveAmount, positiveCount } from './resolution-fields';

// Changes of the share capital and the shares other than an increase by subscription (capital-increase's room):
// a bonus issue, a reduction, a split, a reverse split and a conversion between classes.

const ratioFields = z.object({ oldShares: positiveCount, newShares: positiveCount, effectiveDate: date });
type RatioFields = z.output<typeof ratioFields>;

/** The shares and nominal value after a ratio of `from` old shares to `to` new ones, exact; a fraction of a share left over is reported. */
const afterRatio = (f: DraftFields<RatioFields>, x: Figures, context: ResolutionContext) => {
  if (!f.oldShares || !f.newShares || !/^\d+$/.test(f.oldShares) || !/^\d+$/.test(f.newShares) || f.oldShares === '0') return { shares: blank, nominal: blank, whole: true };
  const shares = toDecimal(context.totalShares).times(f.newShares).dividedBy(f.oldShares);
  const nominal = context.nominalValue === null ? undefined : toDecimal(context.nominalValue).times(f.oldShares).dividedBy(f.newShares).toFixed();
  return { shares: x.shares(shares.floor().toFixed()), nominal: x.money(nominal), whole: shares.isInteger() };
};

const ratioDocument = (kind: 'SPLIT' | 'REVERSE_SPLIT') =>
  defineDecisionDocument({
    fields: ratioFields.superRefine((value, ctx) => {
      if (BigInt(value.oldShares) === 0n || BigInt(value.newShares) === 0n) return;
      const grows = BigInt(value.newShares) > BigInt(value.oldShares);
      if (kind === 'SPLIT' ? !grows : grows || value.newShares === value.oldShares) ctx.addIssue({ code: 'custom', message: 'decisionDocuments.ratioDirection', path: ['newShares'] });
    }),
    form: [
      { name: 'oldShares', kind: 'count' },
      { name: 'newShares', kind: 'count' },
      { name: 'effectiveDate', kind: 'date' },
    ],
    defaults: (context) => (kind === 'SPLIT' ? { oldShares: '1', newShares: '', effectiveDate: context.meetingDate } : { oldShares: '', newShares: '1', effectiveDate: context.meetingDate }),
    body: 'GENERAL_MEETING',
    text: {
      no: (f, x, context) => {
        const after = afterRatio(f, x, context);
        return [
          paragraph(
            `Generalforsamlingen vedtar ${kind === 'SPLIT' ? 'en aksjesplitt' : 'en aksjespleis'} i forholdet ${x.text(f.oldShares)}:${x.text(f.newShares)} med virkning fra ${x.date(f.effectiveDate)}, slik at ${x.text(f.oldShares)} aksje(r) blir til ${x.text(f.newShares)} aksje(r). Selskapets aksjekapital på `,
            x.register('SHARE_CAPITAL'),
            ' er uendret. Antall aksjer endres fra ',
            x.register('TOTAL_SHARES'),
            ` til ${after.shares}, og aksjenes pålydende endres fra `,
            x.register('NOMINAL_VALUE'),
            ` til ${after.nominal}.`,
          ),
          paragraph(`Vedtektenes bestemmelse om aksjekapitalen endres tilsvarende (aksjeloven §§ 2-2 og 5-18).${after.whole ? '' : ' Aksjeeiere hvis beholdning ikke går opp i forholdet, skal før virkningstidspunktet gis anledning til å kjøpe eller selge aksjer slik at beholdningen går opp.'}`),
        ];
      },
      sv: (f, x, context) => {
        const after = afterRatio(f, x, context);
        return [
          paragraph(
            `Stämman beslutar om ${kind === 'SPLIT' ? 'uppdelning av aktier (split)' : 'sammanläggning av aktier'} i förhållandet ${x.text(f.oldShares)}:${x.text(f.newShares)} från och med ${x.date(f.effectiveDate)}, varigenom ${x.text(f.oldShares)} aktie(r) blir ${x.text(f.newShares)} aktie(r). Bolagets aktiekapital om `,
            x.register('SHARE_CAPITAL'),
            ' är oförändrat. Antalet aktier ändras från ',
            x.register('TOTAL_SHARES'),
            ` till ${after.shares}, och aktiens kvotvärde ändras från `,
            x.register('NOMINAL_VALUE'),
            ` till ${after.nominal}.`,
          ),
          paragraph(`Om antalet aktier därmed faller utanför bolagsordningens gränser ändras bolagsordningen i enlighet därmed (aktiebolagslagen 3 kap. 1 § och 7 kap. 42 §).${after.whole ? '' : ' Aktieägare vars innehav inte är jämnt delbart med förhållandet ska före avstämningsdagen ges tillfälle att köpa eller sälja aktier så att innehavet blir jämnt delbart.'} Styrelsen bemyndigas att fastställa avstämningsdag.`),
        ];
      },
      en: (f, x, context) => {
        const after = afterRatio(f, x, context);
        return [
          paragraph(
            `The general meeting resolves a ${kind === 'SPLIT' ? 'share split' : 'reverse share split'} in the ratio ${x.text(f.oldShares)}:${x.text(f.newShares)} with effect from ${x.date(f.effectiveDate)}, so that ${x.text(f.oldShares)} share(s) become ${x.text(f.newShares)} share(s). The share capital of `,
            x.register('SHARE_CAPITAL'),
            ' is unchanged. The number of shares changes from ',
            x.register('TOTAL_SHARES'),
            ` to ${after.shares}, and the nominal value per share from `,
            x.register('NOMINAL_VALUE'),
            ` to ${after.nominal}.`,
          ),
          paragraph(`The share capital clause of the articles of association is amended accordingly.${after.whole ? '' : ' Shareholders whose holding is not divisible by the ratio shall be given the opportunity to buy or sell shares before the effective date so that it becomes divisible.'}`),
        ];
      },
    },
    effect: (f) => ({ kind, from: f.oldShares, to: f.newShares, effectiveDate: f.effectiveDate }),
  });

export const splitShareDocument = ratioDocument('SPLIT');
export const reverseSplitShareDocument = ratioDocument('REVERSE_SPLIT');

const capitalMethods = ['NEW_SHARES', 'NOMINAL_VALUE'] as const;
const methodText = {
  no: { NEW_SHARES: 'ved utstedelse av nye aksjer', NOMINAL_VALUE: 'ved økning av aksjenes pålydende' },
  sv: { NEW_SHARES: 'genom utgivande av nya aktier', NOMINAL_VALUE: 'utan utgivande av nya aktier, genom höjning av kvotvärdet' },
  en: { NEW_SHARES: 'by issuing new shares', NOMINAL_VALUE: 'by increasing the nominal value of the shares' },
} as const;

export const capitalIncreaseThroughBonusIssueDocument = defineDecisionDocument({
  fields: z.object({ amount: positiveAmount, method: z.enum(capitalMethods), source: z.string().trim().min(1, 'required').max(200) }),
  form: [
    { name: 'amount', kind: 'amount' },
    { name: 'method', kind: 'select', options: capitalMethods },
    { name: 'source', kind: 'text' },
  ],
  defaults: () => ({ amount: '', method: 'NOMINAL_VALUE', source: '' }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph('Generalforsamlingen vedtar å forhøye aksjekapitalen fra ', x.register('SHARE_CAPITAL'), ` med ${x.money(f.amount)} ved overføring fra ${x.text(f.source)} (fondsemisjon), ${f.method ? methodText.no[f.method] : blank} (aksjeloven §§ 10-20 til 10-23).`),
      paragraph('Overføringen skjer på grunnlag av selskapets sist godkjente årsregnskap. De nye aksjene eller den økte pålydende tilfaller aksjeeierne i forhold til deres aksjeinnehav. Vedtektenes bestemmelse om aksjekapitalen endres tilsvarende.'),
    ],
    sv: (f, x) => [
      paragraph('Stämman beslutar att öka aktiekapitalet från ', x.register('SHARE_CAPITAL'), ` med ${x.money(f.amount)} genom överföring från ${x.text(f.source)} (fondemission), ${f.method ? methodText.sv[f.method] : blank} (aktiebolagslagen 12 kap. 1 och 3 §§).`),
      paragraph('Fondemissionen grundas på den senast fastställda balansräkningen. Nya aktier fördelas mellan aktieägarna i förhållande till det antal aktier de äger sedan tidigare. Bolagsordningen ändras i den mån ändringen kräver det.'),
    ],
    en: (f, x) => [
      paragraph('The general meeting resolves to increase the share capital from ', x.register('SHARE_CAPITAL'), ` by ${x.money(f.amount)} by transfer from ${x.text(f.source)} (bonus issue), ${f.method ? methodText.en[f.method] : blank}.`),
      paragraph("The transfer is based on the company's most recently approved annual accounts. The new shares or the increased nominal value accrue to the shareholders in proportion to their holdings. The share capital clause of the articles of association is amended accordingly."),
    ],
  },
  effect: (f) => ({ kind: 'BONUS_ISSUE', amount: f.amount, method: f.method }),
});

const reductionMethods = ['CANCEL_SHARES', 'NOMINAL_VALUE'] as const;

export const reductionOfShareCapitalDocument = defineDecisionDocument({
  fields: z.object({ amount: positiveAmount, method: z.enum(reductionMethods), purpose: longText }),
  form: [
    { name: 'amount', kind: 'amount' },
    { name: 'method', kind: 'select', options: reductionMethods },
    { name: 'purpose', kind: 'longText' },
  ],
  defaults: () => ({ amount: '', method: 'NOMINAL_VALUE', purpose: '' }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x) => [
      paragraph('Generalforsamlingen vedtar å sette ned aksjekapitalen fra ', x.register('SHARE_CAPITAL'), ` med ${x.money(f.amount)}, ${f.method === 'CANCEL_SHARES' ? 'ved innløsning (sletting) av aksjer' : f.method ? 'ved nedsetting av aksjenes pålydende' : blank}. Nedsettingsbeløpet skal anvendes til: ${x.text(f.purpose)} (aksjeloven §§ 12-1 og 12-2).`),
      paragraph('Selskapet har etter nedsettingen dekning for den gjenværende aksjekapitalen og annen bundet egenkapital, og en forsvarlig egenkapital og likviditet. Vedtektenes bestemmelse om aksjekapitalen endres tilsvarende. Nedsettingen kan tidligst gjennomføres når fristen for kreditorvarsel etter aksjeloven § 12-6 er ute.'),
    ],
    sv: (f, x) => [
      paragraph('Stämman beslutar att minska aktiekapitalet från ', x.register('SHARE_CAPITAL'), ` med ${x.money(f.amount)}, ${f.method === 'CANCEL_SHARES' ? 'genom indragning av aktier' : f.method ? 'utan indragning av aktier, genom sänkning av kvotvärdet' : blank}. Minskningsbeloppet ska användas för: ${x.text(f.purpose)} (aktiebolagslagen 20 kap. 1 och 4 §§).`),
      paragraph('Efter minskningen finns full täckning för bolagets bundna egna kapital. Om minskningen kräver tillstånd av Bolagsverket eller allmän domstol enligt 20 kap. 13 § verkställs den först därefter. Bolagsordningen ändras i den mån ändringen kräver det.'),
    ],
    en: (f, x) => [
      paragraph('The general meeting resolves to reduce the share capital from ', x.register('SHARE_CAPITAL'), ` by ${x.money(f.amount)}, ${f.method === 'CANCEL_SHARES' ? 'by cancelling shares' : f.method ? 'by reducing the nominal value of the shares' : blank}. The amount of the reduction shall be used for: ${x.text(f.purpose)}.`),
      paragraph('After the reduction the company has cover for its remaining share capital and other restricted equity. The share capital clause of the articles of association is amended accordingly. The reduction is carried out only after the statutory notice period for creditors has expired.'),
    ],
  },
  effect: (f) => ({ kind: 'CAPITAL_REDUCTION', amount: f.amount, purpose: f.purpose, method: f.method }),
});

export const conversionOfSharesDocument = defineDecisionDocument({
  fields: z.object({ fromShareClassId: z.uuid(), toShareClassId: z.uuid(), shares: positiveCount }).superRefine((value, ctx) => {
    if (value.fromShareClassId === value.toShareClassId) ctx.addIssue({ code: 'custom', message: 'decisionDocuments.sameShareClass', path: ['toShareClassId'] });
  }),
  form: [
    { name: 'fromShareClassId', kind: 'shareClass' },
    { name: 'toShareClassId', kind: 'shareClass' },
    { name: 'shares', kind: 'count' },
  ],
  defaults: (context) => ({ fromShareClassId: context.classes[0]?.id ?? '', toShareClassId: context.classes[1]?.id ?? '', shares: '' }),
  body: 'GENERAL_MEETING',
  text: {
    no: (f, x, context) => [
      paragraph(`Generalforsamlingen vedtar at ${x.shares(f.shares)} ${className(context, f.fromShareClassId, 'no')} konverteres til like mange ${className(context, f.toShareClassId, 'no')}, med samme pålydende. Vedtektenes bestemmelse om aksjeklassene endres tilsvarende (aksjeloven §§ 4-1 og 5-18).`),
      paragraph('Dersom endringen forrykker rettighetsforholdet mellom aksjeklassene, kreves i tillegg tilslutning fra de berørte aksjeeierne etter aksjeloven § 5-19 annet ledd.'),
    ],
    sv: (f, x, context) => [
      paragraph(`Stämman beslutar att ${x.shares(f.shares)} ${className(context, f.fromShareClassId, 'sv')} omvandlas till lika många ${className(context, f.toShareClassId, 'sv')} (aktiebolagslagen 4 kap. 41–43 §§).`),
      paragraph('Förutsätter omvandlingen en ändring av bolagsordningen krävs majoritet enligt 7 kap. 42 §, och om den försämrar rätten för aktier av ett visst slag krävs samtycke enligt 7 kap. 45 §. Omvandlingen är verkställd när den har registrerats.'),
    ],
    en: (f, x, context) => [
      paragraph(`The general meeting resolves that ${x.shares(f.shares)} ${className(context, f.fromShareClassId, 'en')} be converted into the same number of ${className(context, f.toShareClassId, 'en')}. The clause of the articles of association on the share classes is amended accordingly.`),
      paragraph('If the change alters the rights between the share classes, the consent of the shareholders affected is also required.'),
    ],
  },
  effect: (f) => ({ kind: 'SHARE_CONVERSION', fromShareClassId: f.fromShareClassId, toShareClassId: f.toShareClassId, shares: f.shares }),
});

const className = (context: ResolutionContext, id: string | undefined, language: 'no' | 'sv' | 'en') => context.classes.find((shareClass) => shareClass.id === id)?.names[language] ?? blank;
