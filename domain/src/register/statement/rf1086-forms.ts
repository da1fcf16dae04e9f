import Decimal from 'decimal.js';
import { XMLBuilder } from 'fast-xml-parser';
import type { ShareClassCode } from '../share-classes/share-class-codes';
import { rf1086AcquisitionCodes, rf1086DisposalCodes, rf1086DividendCode, rf1086IssueCodes, rf1086ShareClassCode } from './rf1086-codes';
import { rf1086NameLength, type Rf1086Holder } from './rf1086-holder';
import type { StatementChange, StatementHolding } from './statement-views';

/** A dividend of the year: the amount per share of each class it paid on, and what each holder was paid. */
export type Rf1086Dividend = {
  entryId: string;
  transactionDate: string;
  amountsPerShare: { shareTypeId: string; amountPerShare: string }[];
  payments: { shareholderId: string; amount: string }[];
};

/** What the RF-1086 forms of a year are made from: the register statement and the holders as post 19 names them. */
export type Rf1086Input = {
  organisationNumber: string;
  companyName: string;
  year: number;
  shareClasses: { shareTypeId: string; code: ShareClassCode; name: string }[];
  nominalValue: { opening: string | null; closing: string | null };
  opening: readonly StatementHolding[];
  closing: readonly StatementHolding[];
  changes: readonly StatementChange[];
  dividends: readonly Rf1086Dividend[];
  holders: ReadonlyMap<string, Rf1086Holder>;
};

/** One share class's statement: its main form (RF-1086, 1086H) and one sub-form (RF-1086-U, 1086U) per holder of the class in the year. */
export type Rf1086ClassForms = { shareTypeId: string; aksjeType: string; mainForm: string; subForms: { shareholderId: string; xml: string }[] };

const skatteetaten = '974761076';
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@', format: true, indentBy: '  ', suppressEmptyNode: true });
const document = (root: object) => `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ Skjema: root }) as string}`;

/** A data field: its element name ends in `-datadef-<orid>`, and the orid is repeated as an attribute. */
const field = (value: string | number) => ({ '#text': String(value) });
const fields = (entries: Record<string, string | number | null | undefined>) =>
  Object.fromEntries(Object.entries(entries).flatMap(([name, value]) => (value === null || value === undefined || value === '' ? [] : [[name, { ...field(value), '@orid': name.split('-datadef-')[1] }]])));
const group = (name: string, content: object) => ({ '@gruppeid': name.split('-grp-')[1], ...content });

/** Money with up to 2 decimals, a nominal value with up to 6, a time as the forms write it (the Norwegian date at midnight). */
const amount = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed();
const nominal = (value: Decimal.Value) => new Decimal(value).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toFixed();
const time = (instant: string) => `${new Date(instant).toLocaleDateString('sv-SE', { timeZone: 'Europe/Oslo' })}T00:00:00`;
const text = (value: string | null, length: number) => (value ? [...value].slice(0, length).join('') : null);

const sharesOf = (holdings: readonly StatementHolding[], shareTypeId: string, shareholderId?: string) =>
  holdings.filter((h) => h.shareTypeId === shareTypeId && (!shareholderId || h.shareholderId === shareholderId)).reduce((sum, h) => sum + BigInt(h.shares), 0n);

/** A holder's shares of a class at an instant: at 1 January and every change up to and including that day. */
const sharesAt = (input: Rf1086Input, shareTypeId: string, shareholderId: string, instant: string) =>
  input.changes.filter((c) => c.shareTypeId === shareTypeId && c.shareholderId === shareholderId && time(c.transactionDate) <= time(instant)).reduce((sum, c) => sum + BigInt(c.change), sharesOf(input.opening, shareTypeId, shareholderId));

/** What a holder was paid on a class: the payment itself when the dividend paid on one class, else the class's shares times its amount. */
const dividendOn = (input: Rf1086Input, dividend: Rf1086Dividend, shareTypeId: string, shareholderId: string): Decimal | null => {
  const perShare = dividend.amountsPerShare.find((a) => a.shareTypeId === shareTypeId);
  if (!perShare) return null;
  if (dividend.amountsPerShare.length === 1) {
    const payment = dividend.payments.find((p) => p.shareholderId === shareholderId);
    return payment ? new Decimal(payment.amount) : null;
  }
  const paid = new Decimal(perShare.amountPerShare).times(sharesAt(input, shareTypeId, shareholderId, dividend.transactionDate).toString()).toDecimalPlaces(2, Decimal.ROUND_DOWN);
  return paid.greaterThan(0) ? paid : null;
};

const mainForm = (input: Rf1086Input, shareTypeId: string, aksjeType: string) => {
  const capital = (holdings: readonly StatementHolding[], value: string | null, classOnly: boolean) =>
    amount(new Decimal(value ?? 0).times((classOnly ? sharesOf(holdings, shareTypeId) : holdings.reduce((sum, h) => sum + BigInt(h.shares), 0n)).toString()));
  const [openingCapital, closingCapital] = [capital(input.opening, input.nominalValue.opening, true), capital(input.closing, input.nominalValue.closing, true)];
  const classChanges = input.changes.filter((c) => c.shareTypeId === shareTypeId);
  let sharesAfter = sharesOf(input.opening, shareTypeId);
  const issues: object[] = [];
  for (const entryId of [...new Set(classChanges.map((c) => c.entryId))]) {
    const entry = classChanges.filter((c) => c.entryId === entryId);
    const added = entry.reduce((sum, c) => sum + BigInt(c.change), 0n);
    sharesAfter += added;
    const code = rf1086IssueCodes[entry[0]!.transactionType];
    if (code && added > 0n)
      issues.push(
        group('AntallNyutstedteAksjer-grp-3453', {
          ...fields({
            'AksjerNyutstedteStiftelseMvAntall-datadef-17668': added.toString(),
            'AksjerStiftelseMvAntall-datadef-17669': sharesAfter.toString(),
            'AksjerNyutstedteStiftelseMvType-datadef-17670': code,
            'AksjerNyutstedteStiftelseMvTidspunkt-datadef-17671': time(entry[0]!.transactionDate),
            'AksjerNyutstedteStiftelseMvPalydende-datadef-23947': input.nominalValue.closing ? nominal(input.nominalValue.closing) : null,
          }),
        }),
      );
  }
  const dividends = input.dividends.flatMap((dividend) => {
    const perShare = dividend.amountsPerShare.find((a) => a.shareTypeId === shareTypeId);
    if (!perShare) return [];
    const holders = new Set([...input.opening, ...input.closing, ...input.changes].map((h) => h.shareholderId));
    const total = [...holders].reduce((sum, id) => sum.plus(dividendOn(input, dividend, shareTypeId, id) ?? 0), new Decimal(0));
    return [
      group('UtdeltSkatterettsligUtbytteILopetAvInntektsaret-grp-3451', {
        ...fields({
          'AksjeUtbytteISINAksjetype-datadef-17665': amount(total),
          'AksjeUtbyttePerAksje-datadef-23946': nominal(perShare.amountPerShare),
          'AksjeUtbytteHendelsestype-datadef-36564': rf1086DividendCode,
          'AksjeUtbytteTidspunkt-datadef-17667': time(dividend.transactionDate),
        }),
      }),
    ];
  });
  return document({
    '@skjemanummer': '890',
    '@spesifikasjonsnummer': '12144',
    '@blankettnummer': 'RF-1086',
    '@tittel': 'Aksjonærregisteroppgaven',
    '@gruppeid': '2586',
    '@etatid': skatteetaten,
    'GenerellInformasjon-grp-2587': group('GenerellInformasjon-grp-2587', {
      'Selskap-grp-2588': group('Selskap-grp-2588', {
        ...fields({
          'EnhetOrganisasjonsnummer-datadef-18': input.organisationNumber,
          'EnhetNavn-datadef-1': text(input.companyName, 175),
          'AksjeType-datadef-17659': aksjeType,
          'Inntektsar-datadef-692': input.year,
        }),
      }),
    }),
    'Selskapsopplysninger-grp-2589': group('Selskapsopplysninger-grp-2589', {
      'AksjekapitalForHeleSelskapet-grp-3443': group('AksjekapitalForHeleSelskapet-grp-3443', {
        ...fields({ 'AksjekapitalFjoraret-datadef-7129': capital(input.opening, input.nominalValue.opening, false), 'Aksjekapital-datadef-87': capital(input.closing, input.nominalValue.closing, false) }),
      }),
      'AksjekapitalIDenneAksjeklassen-grp-3444': group('AksjekapitalIDenneAksjeklassen-grp-3444', {
        ...fields({ 'AksjekapitalISINAksjetypeFjoraret-datadef-17663': openingCapital, 'AksjekapitalISINAksjetype-datadef-17664': closingCapital }),
      }),
      'PalydendePerAksje-grp-3447': group('PalydendePerAksje-grp-3447', {
        ...fields({ 'AksjeMvPalydendeFjoraret-datadef-23944': nominal(input.nominalValue.opening ?? 0), 'AksjeMvPalydende-datadef-23945': nominal(input.nominalValue.closing ?? 0) }),
      }),
      'AntallAksjerIDenneAksjeklassen-grp-3445': group('AntallAksjerIDenneAksjeklassen-grp-3445', {
        ...fields({ 'AksjerMvAntallFjoraret-datadef-29166': sharesOf(input.opening, shareTypeId).toString(), 'AksjerMvAntall-datadef-29167': sharesOf(input.closing, shareTypeId).toString() }),
      }),
      // The register keeps no unpaid capital: the paid-in share capital is the share capital.
      'InnbetaltAksjekapitalIDenneAksjeklassen-grp-3446': group('InnbetaltAksjekapitalIDenneAksjeklassen-grp-3446', {
        ...fields({ 'AksjekapitalInnbetaltFjoraret-datadef-8020': openingCapital, 'AksjekapitalInnbetalt-datadef-5867': closingCapital }),
      }),
    }),
    ...(dividends.length ? { 'Utbytte-grp-3449': group('Utbytte-grp-3449', { 'UtdeltSkatterettsligUtbytteILopetAvInntektsaret-grp-3451': dividends }) } : {}),
    ...(issues.length ? { 'UtstedelseAvAksjerIfmStiftelseNyemisjonMv-grp-3452': group('UtstedelseAvAksjerIfmStiftelseNyemisjonMv-grp-3452', { 'AntallNyutstedteAksjer-grp-3453': issues }) } : {}),
  });
};

const subForm = (input: Rf1086Input, shareTypeId: string, aksjeType: string, shareholderId: string) => {
  const holder = input.holders.get(shareholderId);
  const changes = input.changes.filter((c) => c.shareTypeId === shareTypeId && c.shareholderId === shareholderId);
  const value = (c: StatementChange) => (c.pricePerShare ? amount(new Decimal(c.pricePerShare).times(c.change).abs()) : null);
  const acquisitions = changes
    .filter((c) => BigInt(c.change) > 0n && rf1086AcquisitionCodes[c.transactionType])
    .map((c) =>
      group('AntallAksjerITilgang-grp-3998', {
        ...fields({
          'AksjerKjopAntall-datadef-12153': c.change,
          'AksjeErvervType-datadef-17745': rf1086AcquisitionCodes[c.transactionType],
          'AksjerErvervsdato-datadef-17746': time(c.transactionDate),
          'AksjeAnskaffelsesverdi-datadef-17636': value(c),
        }),
      }),
    );
  const disposals = changes
    .filter((c) => BigInt(c.change) < 0n && rf1086DisposalCodes[c.transactionType])
    .map((c) =>
      group('AksjerIAvgang-grp-4002', {
        ...fields({
          'AksjerArvMvOmsattAntall-datadef-17752': (-BigInt(c.change)).toString(),
          'AksjerArvMvOmsattType-datadef-17753': rf1086DisposalCodes[c.transactionType],
          'AksjerArvMvOmsattTidspunkt-datadef-17754': time(c.transactionDate),
          'AksjerArvMvOmsatt-datadef-17755': value(c),
        }),
      }),
    );
  const dividends = input.dividends.flatMap((dividend) => {
    const paid = dividendOn(input, dividend, shareTypeId, shareholderId);
    return paid ? [group('UtdeltUtbyttePerAksjonar-grp-3991', { ...fields({ 'Aksjeutbytte-datadef-29169': amount(paid), 'AksjerUtbytteTidspunkt-datadef-17769': time(dividend.transactionDate) }) })] : [];
  });
  return document({
    '@skjemanummer': '923',
    '@spesifikasjonsnummer': '12232',
    '@blankettnummer': 'RF-1086-U',
    '@tittel': 'Aksjonærregisteroppgaven - underskjema',
    '@gruppeid': '3983',
    '@etatid': skatteetaten,
    'SelskapsOgAksjonaropplysninger-grp-3987': group('SelskapsOgAksjonaropplysninger-grp-3987', {
      'Selskapsidentifikasjon-grp-3986': group('Selskapsidentifikasjon-grp-3986', {
        ...fields({ 'EnhetOrganisasjonsnummer-datadef-18': input.organisationNumber, 'AksjeType-datadef-17659': aksjeType, 'Inntektsar-datadef-692': input.year }),
      }),
      'NorskUtenlandskAksjonar-grp-3988': group('NorskUtenlandskAksjonar-grp-3988', {
        ...fields({
          'AksjonarFodselsnummer-datadef-1156': holder?.fodselsnummer,
          'AksjonarOrganisasjonsnummer-datadef-7597': holder?.fodselsnummer ? null : holder?.organisasjonsnummer,
          'AksjonarUtenlandskIdenifikasjonsnummer-datadef-26626': holder?.fodselsnummer || holder?.organisasjonsnummer ? null : holder?.utl,
          'AksjonarNavn-datadef-1153': text(holder?.name ?? null, rf1086NameLength),
          'AksjonarPostnummer-datadef-7598': text(holder?.postalCode ?? null, 15),
          'AksjonarPoststed-datadef-7599': text(holder?.city ?? null, 35),
          'AksjonarLandkode-datadef-17740': holder?.countryCode,
        }),
        ...(holder?.address ? { 'Adresse-grp-7722': group('Adresse-grp-7722', { ...fields({ 'AksjonarAdresse-datadef-1154': text(holder.address, 35) }) }) } : {}),
      }),
    }),
    'AntallAksjerUtbytteOgTilbakebetalingAvTidligereInnbetaltKapit-grp-3990': group('AntallAksjerUtbytteOgTilbakebetalingAvTidligereInnbetaltKapit-grp-3990', {
      'AntallAksjerPerAksjonar-grp-3989': group('AntallAksjerPerAksjonar-grp-3989', {
        ...fields({ 'AksjerAntallFjoraret-datadef-29168': sharesOf(input.opening, shareTypeId, shareholderId).toString(), 'AksjonarAksjerAntall-datadef-17741': sharesOf(input.closing, shareTypeId, shareholderId).toString() }),
      }),
      ...(dividends.length ? { 'UtdeltUtbyttePerAksjonar-grp-3991': dividends } : {}),
    }),
    ...(acquisitions.length
      ? { 'Transaksjoner-grp-3992': group('Transaksjoner-grp-3992', { 'KjopArvGaveStiftelseNyemisjonMv-grp-3993': group('KjopArvGaveStiftelseNyemisjonMv-grp-3993', { 'AntallAksjerITilgang-grp-3998': acquisitions }) }) }
      : {}),
    ...(disposals.length ? { 'SalgArvGaveLikvidasjonPartiellLikvidasjonMv-grp-3995': group('SalgArvGaveLikvidasjonPartiellLikvidasjonMv-grp-3995', { 'AksjerIAvgang-grp-4002': disposals }) } : {}),
  });
};

/**
 * The year's RF-1086 as Skatteetaten receives it: per share class with holders in the year, the main form (company,
 * share capital, nominal value and shares at 1 January and 31 December, dividends per class, new shares) and a
 * sub-form for every holder of the class at either date or in a change of the year (shares at both dates, dividend
 * paid, acquisitions and disposals with their type, date and value). Elements in the order the XSDs require.
 */
export const rf1086Forms = (input: Rf1086Input): Rf1086ClassForms[] =>
  input.shareClasses.flatMap(({ shareTypeId, code, name }) => {
    const holderIds = [...new Set([...input.closing, ...input.opening, ...input.changes].filter((h) => h.shareTypeId === shareTypeId).map((h) => h.shareholderId))];
    if (holderIds.length === 0) return [];
    const aksjeType = rf1086ShareClassCode(code) ?? text(name, 35)!;
    return [{ shareTypeId, aksjeType, mainForm: mainForm(input, shareTypeId, aksjeType), subForms: holderIds.map((id) => ({ shareholderId: id, xml: subForm(input, shareTypeId, aksjeType, id) })) }];
  });
