import { applyQuickSetup, ZKindContributionSchema, type CapitalIncreaseView, type TCapitalIncrease, type TShareIssueProperties } from '@andel/domain/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, governanceOrgs, setSubscription, setUpGovernanceCompanies, writtenRows } from '../../../../testing/governance-test-setup';
import { createTestApp, type TestApp } from '../../../../testing/test-app';

let t: TestApp;
const orgNo = governanceOrgs.a;
let path: string;
let form: TCapitalIncrease;

/** A private placement of 5,000,000 shares of 2 to Kari, who pays EUR 852,000 at 11.7325 and sets off a loan. */
const complete = (): TCapitalIncrease => {
  const draft = structuredClone(form);
  draft.contributionTypes = ['cash', 'debt', 'kind'];
  draft.excessAmountMethod = 'discharged';
  const kari = (draft.properties as TShareIssueProperties).subscribers[0]!;
  kari.address = 'Storgata 1, 0155 Oslo';
  kari.debtContribution = { maxAmountToBeConverted: '2000000', totalAmountReceivable: '2500000', description: 'Lån av 1. mars 2026.' };
  kari.kindContribution = ZKindContributionSchema.parse({
    method: 'EUR',
    descriptions: [{ language: 'nb', text: 'Innskudd i euro' }],
    contributionMethod: { type: 'currency', currency: 'EUR', value: '852000', exchangeRate: '11.7325', source: 'NORGES_BANK', sourceDate: '2026-11-27' },
  });
  return draft;
};
const kariOf = (draft: TCapitalIncrease) => (draft.properties as TShareIssueProperties).subscribers[0]!;
const moneyOf = (draft: TCapitalIncrease) => {
  const method = kariOf(draft).kindContribution!.contributionMethod;
  if (method?.type !== 'currency') throw new Error('a currency contribution');
  return method;
};

beforeAll(async () => {
  t = await createTestApp();
  await setUpGovernanceCompanies(t);
  await setSubscription(t, orgNo, 'PRO');
  const admin = await as(t, 'admin-a@example.no');
  const classA = (await admin.post('/api/sharetype/new', { organizationnumber: orgNo, shareTypeCode: 'A', vote: '1' }).then((r) => r.json())).id;
  const holder = (await admin.post('/api/shareholder/new-shareholder', { orgNo, shareholderType: 'PERSON', name: 'Anne Holm' }).then((r) => r.json())).shareholderId;
  await admin.post('/api/transaction/shareholdingperdate', { organizationnumber: orgNo, transactionDate: '2026-01-05', nominalValue: '2', shareAllocation: [{ shareholderId: holder, sharetypeId: classA, numberOfShares: 1000 }] });
  const project = await admin.post('/api/projects', { orgNo, projectName: 'Emisjon', decisions: ['increaseOfShareCapital'], documents: ['general_meeting'] });
  const projectId = ((await project.json()) as { projectId: string }).projectId;
  const decisionId = (await (await admin.get(`/api/project/${projectId}`)).json()).decisions[0].decisionId;
  path = `/api/project/${projectId}/decisions/${decisionId}/capital-increase`;
  const register = (await (await admin.get(path)).json()).register;
  form = applyQuickSetup('CASH_PRIVATE_PLACEMENT', { ...register, totalShares: BigInt(register.totalShares) }, '2026-11-28');
  form.articleOfAssociationNumber = 4;
  (form.properties as TShareIssueProperties).subscribers = [
    { subscriberid: 'kari', name: 'Kari Nordmann', email: 'kari@example.no', subscriptions: [{ id: 'kari-a', sharetypeId: classA, numberOfShares: '5000000', subscriptionPrice: null }] },
  ] as never;
});
afterAll(() => t.close());

describe('debt and kind contributions in the increase of share capital (seed 001 sections 3 and 5)', () => {
  it('refuses each missing or wrong part of a contribution in kind or a debt with its key, and writes nothing', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const before = await writtenRows(t);
    const at = 'properties.subscribers.0';
    const cases: [string, (draft: TCapitalIncrease) => void, string, string][] = [
      ['the address', (d) => (kariOf(d).address = ''), `${at}.address`, 'required'],
      ['the method', (d) => (kariOf(d).kindContribution!.method = null), `${at}.kindContribution.method`, 'required'],
      ['the currency', (d) => (moneyOf(d).currency = null), `${at}.kindContribution.contributionMethod.currency`, 'required'],
      ['a positive amount', (d) => (moneyOf(d).value = '0'), `${at}.kindContribution.contributionMethod.value`, 'number-field.not-positive'],
      ['the exchange rate', (d) => (moneyOf(d).exchangeRate = null), `${at}.kindContribution.contributionMethod.exchangeRate`, 'required'],
      ['a positive exchange rate', (d) => (moneyOf(d).exchangeRate = '-11.7'), `${at}.kindContribution.contributionMethod.exchangeRate`, 'number-field.not-positive'],
      ['the other source', (d) => (moneyOf(d).source = 'OTHER'), `${at}.kindContribution.contributionMethod.otherSource`, 'required'],
      ['the source date', (d) => (moneyOf(d).sourceDate = null), `${at}.kindContribution.contributionMethod.sourceDate`, 'required'],
      ['a real source date', (d) => (moneyOf(d).sourceDate = '2026-02-30'), `${at}.kindContribution.contributionMethod.sourceDate`, 'localdate-field.invalid-date'],
      ['a debt no larger than the receivable', (d) => (kariOf(d).debtContribution!.maxAmountToBeConverted = '3000000'), `${at}.debtContribution.maxAmountToBeConverted`, 'capitalIncrease.debtExceedsReceivable'],
      ['the excess amount method', (d) => (d.excessAmountMethod = null), 'excessAmountMethod', 'required'],
    ];
    for (const [name, change, field, key] of cases) {
      const draft = complete();
      change(draft);
      const response = await admin.put(path, draft);
      expect(response.status, name).toBe(400);
      expect((await response.json()).errors[field], name).toEqual(key);
    }
    expect(await writtenRows(t)).toEqual(before);
    expect(((await (await admin.get(path)).json()) as CapitalIncreaseView).form.contributionTypes).toEqual([]);
  });

  it('saves a complete contribution and names it in the resolution in three languages', async () => {
    const admin = await as(t, 'admin-a@example.no');
    const response = await admin.put(path, complete());
    expect(response.status).toBe(200);
    const view = (await response.json()) as CapitalIncreaseView;
    // EUR 852,000 × 11.7325 = NOK 9,996,090.
    expect(view.resolution.nb).toContain('Kari Nordmann gjør opp aksjeinnskuddet med 852 000 EUR, omregnet til 9 996 090 NOK etter kurs 11,7325 fra Norges Bank per 27. november 2026.');
    expect(view.resolution.nb).toContain('Kari Nordmann gjør opp aksjeinnskuddet ved motregning av en fordring på selskapet på 2 500 000 NOK, hvorav inntil 2 000 000 NOK konverteres. Lån av 1. mars 2026.');
    expect(view.resolution.sv).toContain('Kari Nordmann betalar med 852 000 EUR, omräknat till 9 996 090 NOK efter kursen 11,7325 från Norges Bank per 27 november 2026.');
    expect(view.resolution.en).toContain('Kari Nordmann pays EUR 852,000, converted to NOK 9,996,090 at the rate 11.7325 from Norges Bank on 27 November 2026.');
    expect(kariOf(((await (await admin.get(path)).json()) as CapitalIncreaseView).form).kindContribution).toMatchObject({ method: 'EUR', contributionMethod: { exchangeRate: '11.7325', source: 'NORGES_BANK' } });
  });
});
