import { describe, expect, it } from 'vitest';
import { translate } from '../../collected/translate';
import { privatePlacement, registerWithShares } from '../../../testing/capital-increase-fixtures';
import type { Language } from '../../kernel/i18n/languages';
import { ZKindContributionSchema, type TShareIssueProperties } from './capital-increase.schemas';
import { resolutionText } from './resolution-text';

/** The private placement (6,000,000 and 4,000,000 shares at 1), Kari paying in euros and Ola by converting a loan. */
const withContributions = () => {
  const form = privatePlacement();
  form.contributionTypes = ['debt', 'kind'];
  const [kari, ola] = (form.properties as TShareIssueProperties).subscribers;
  kari!.kindContribution = ZKindContributionSchema.parse({
    method: 'EUR',
    contributionMethod: { type: 'currency', currency: 'EUR', value: '511400', exchangeRate: '11.7325', source: 'NORGES_BANK', sourceDate: '2026-11-27' },
  });
  ola!.debtContribution = { maxAmountToBeConverted: '4000000', totalAmountReceivable: '4500000', description: 'Lån gitt 1. mars 2026.' };
  ola!.kindContribution = ZKindContributionSchema.parse({ method: 'otherKind', descriptions: [{ language: 'nb', text: 'en varebil' }, { language: 'en', text: 'a van' }] });
  return form;
};
const text = (language: Language, form = withContributions()) => resolutionText(form, registerWithShares, language, (key, params) => translate(language, key, params));

describe('the resolution names what each subscriber contributes other than cash', () => {
  it('in Norwegian: the euro amount, its value in NOK, the rate, its source and day; the claim; the asset valued at the total price', () =>
    expect(text('nb')).toEqual(
      expect.arrayContaining([
        'Kari Nordmann gjør opp aksjeinnskuddet med 511 400 EUR, omregnet til 6 000 000,50 NOK etter kurs 11,7325 fra Norges Bank per 27. november 2026.',
        'Ola Hansen gjør opp aksjeinnskuddet ved motregning av en fordring på selskapet på 4 500 000 NOK, hvorav inntil 4 000 000 NOK konverteres. Lån gitt 1. mars 2026.',
        'Ola Hansen gjør opp aksjeinnskuddet med en varebil, verdsatt til 4 000 000 NOK.',
      ]),
    ));

  it('in English and Swedish', () => {
    expect(text('en')).toContain('Kari Nordmann pays EUR 511,400, converted to NOK 6,000,000.50 at the rate 11.7325 from Norges Bank on 27 November 2026.');
    expect(text('en')).toContain('Ola Hansen pays with a van, valued at NOK 4,000,000.');
    expect(text('sv')).toContain('Kari Nordmann betalar med 511 400 EUR, omräknat till 6 000 000,50 NOK efter kursen 11,7325 från Norges Bank per 27 november 2026.');
  });

  it('another source is named as typed, and an incomplete contribution is left out', () => {
    const form = withContributions();
    const kari = (form.properties as TShareIssueProperties).subscribers[0]!;
    if (kari.kindContribution?.contributionMethod?.type !== 'currency') throw new Error('a currency contribution');
    kari.kindContribution.contributionMethod.source = 'OTHER';
    kari.kindContribution.contributionMethod.otherSource = 'DNB Markets';
    expect(text('nb', form).some((line) => line.includes('fra DNB Markets per'))).toBe(true);
    kari.kindContribution.contributionMethod.exchangeRate = null;
    expect(text('nb', form).some((line) => line.startsWith('Kari Nordmann gjør opp'))).toBe(false);
  });
});
