import { XMLParser } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { rf1086Forms, type Rf1086Input } from './rf1086-forms';
import type { Rf1086Holder } from './rf1086-holder';
import { validateRf1086 } from './rf1086-validator';

const person = (name: string, fodselsnummer: string | null): Rf1086Holder => ({ fodselsnummer, organisasjonsnummer: null, utl: null, name, address: 'Karl Johans gate 12', postalCode: '0150', city: 'OSLO', countryCode: 'NO' });
const holding = (shareholderId: string, shares: string, shareTypeId = 'ordinary') => ({ shareholderId, name: null, identification: '', shareTypeId, shares });
const change = (entryId: string, transactionType: 'BUY_SELL' | 'ISSUE', date: string, shareholderId: string, delta: string, pricePerShare: string | null) =>
  ({ entryId, transactionType, transactionDate: `${date}T11:00:00.000Z`, shareTypeId: 'ordinary', shareholderId, name: null, change: delta, pricePerShare });

// Ola holds 600 and sells 100 to Kari at 31.50 in March; an issue of 200 to Fjordkapital AS in June at 12; a dividend of 2.5 per share in May.
const input: Rf1086Input = {
  organisationNumber: '928471632',
  companyName: 'Nordlys Teknologi AS',
  year: 2025,
  shareClasses: [{ shareTypeId: 'ordinary', code: 'COMMON', name: 'Ordinære aksjer' }],
  nominalValue: { opening: '1.5', closing: '1.5' },
  opening: [holding('ola', '600'), holding('per', '400')],
  closing: [holding('ola', '500'), holding('per', '400'), holding('kari', '100'), holding('fjord', '200')],
  changes: [change('e1', 'BUY_SELL', '2025-03-01', 'ola', '-100', '31.5'), change('e1', 'BUY_SELL', '2025-03-01', 'kari', '100', '31.5'), change('e2', 'ISSUE', '2025-06-01', 'fjord', '200', '12')],
  dividends: [{ entryId: 'e3', transactionDate: '2025-05-01T10:00:00.000Z', amountsPerShare: [{ shareTypeId: 'ordinary', amountPerShare: '2.5' }], payments: [{ shareholderId: 'ola', amount: '1250.00' }, { shareholderId: 'per', amount: '1000.00' }, { shareholderId: 'kari', amount: '250.00' }] }],
  holders: new Map([
    ['ola', person('Ola Berg', '14037510042')],
    ['per', person('Per Olsen', null)],
    ['kari', person('Kari Hansen', '02098810024')],
    ['fjord', { ...person('Fjordkapital AS', null), organisasjonsnummer: '923609016' }],
  ]),
};

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' });
const valueOf = (node: unknown) => (node as { '#text': unknown })['#text'];

describe('the RF-1086 forms', () => {
  const [forms] = rf1086Forms(input);

  it('write the main form of the class with share capital, nominal value, shares, the dividend and the issue', async () => {
    expect(await validateRf1086(forms!.mainForm, 'main')).toEqual({ valid: true, errors: [] });
    const company = parser.parse(forms!.mainForm).Skjema;
    const capital = company['Selskapsopplysninger-grp-2589'];
    expect(valueOf(capital['AksjekapitalIDenneAksjeklassen-grp-3444']['AksjekapitalISINAksjetypeFjoraret-datadef-17663'])).toBe(1500);
    expect(valueOf(capital['AksjekapitalIDenneAksjeklassen-grp-3444']['AksjekapitalISINAksjetype-datadef-17664'])).toBe(1800);
    expect(valueOf(capital['AntallAksjerIDenneAksjeklassen-grp-3445']['AksjerMvAntall-datadef-29167'])).toBe(1200);
    const dividend = company['Utbytte-grp-3449']['UtdeltSkatterettsligUtbytteILopetAvInntektsaret-grp-3451'];
    expect([dividend['AksjeUtbytteISINAksjetype-datadef-17665'], dividend['AksjeUtbytteHendelsestype-datadef-36564']].map(valueOf)).toEqual([2500, 'Y']);
    const issue = company['UtstedelseAvAksjerIfmStiftelseNyemisjonMv-grp-3452']['AntallNyutstedteAksjer-grp-3453'];
    expect([issue['AksjerNyutstedteStiftelseMvAntall-datadef-17668'], issue['AksjerStiftelseMvAntall-datadef-17669'], issue['AksjerNyutstedteStiftelseMvType-datadef-17670'], issue['AksjerNyutstedteStiftelseMvTidspunkt-datadef-17671']].map(valueOf)).toEqual([
      200, 1200, 'N', '2025-06-01T00:00:00',
    ]);
  });

  it('write a sub-form per holder of the year with shares at both dates, the dividend, and each purchase and sale', async () => {
    expect(forms!.subForms.map((form) => form.shareholderId)).toEqual(['ola', 'per', 'kari', 'fjord']);
    for (const form of forms!.subForms) expect(await validateRf1086(form.xml, 'sub'), form.shareholderId).toEqual({ valid: true, errors: [] });
    const [ola, , kari] = forms!.subForms.map((form) => parser.parse(form.xml).Skjema);
    expect(valueOf(ola['SelskapsOgAksjonaropplysninger-grp-3987']['NorskUtenlandskAksjonar-grp-3988']['AksjonarFodselsnummer-datadef-1156'])).toBe(14037510042);
    const shares = ola['AntallAksjerUtbytteOgTilbakebetalingAvTidligereInnbetaltKapit-grp-3990'];
    expect([shares['AntallAksjerPerAksjonar-grp-3989']['AksjerAntallFjoraret-datadef-29168'], shares['AntallAksjerPerAksjonar-grp-3989']['AksjonarAksjerAntall-datadef-17741'], shares['UtdeltUtbyttePerAksjonar-grp-3991']['Aksjeutbytte-datadef-29169']].map(valueOf)).toEqual([600, 500, 1250]);
    const sale = ola['SalgArvGaveLikvidasjonPartiellLikvidasjonMv-grp-3995']['AksjerIAvgang-grp-4002'];
    expect([sale['AksjerArvMvOmsattAntall-datadef-17752'], sale['AksjerArvMvOmsattType-datadef-17753'], sale['AksjerArvMvOmsatt-datadef-17755']].map(valueOf)).toEqual([100, 'R', 3150]);
    const purchase = kari['Transaksjoner-grp-3992']['KjopArvGaveStiftelseNyemisjonMv-grp-3993']['AntallAksjerITilgang-grp-3998'];
    expect([purchase['AksjerKjopAntall-datadef-12153'], purchase['AksjeErvervType-datadef-17745'], purchase['AksjeAnskaffelsesverdi-datadef-17636']].map(valueOf)).toEqual([100, 'K', 3150]);
  });

  it('the validator refuses a planted invalid form: a fødselsnummer of ten digits and a group out of order', async () => {
    const sub = forms!.subForms[0]!.xml;
    const shortId = await validateRf1086(sub.replace('>14037510042<', '>1403751004<'), 'sub');
    expect(shortId.valid).toBe(false);
    expect(shortId.errors.join('\n')).toContain('AksjonarFodselsnummer-datadef-1156');
    const main = forms!.mainForm;
    const selskap = main.match(/ {2}<GenerellInformasjon-grp-2587[\s\S]*?<\/GenerellInformasjon-grp-2587>\n/)![0];
    expect((await validateRf1086(main.replace(selskap, '').replace('</Skjema>', `${selskap}</Skjema>`), 'main')).valid).toBe(false);
  });
});
