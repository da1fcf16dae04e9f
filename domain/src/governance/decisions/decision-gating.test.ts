import { describe, expect, it } from 'vitest';
import { decisionCatalogue, decisionCategories, decisionTypes } from './decision-catalogue';
import { categoryAvailable, decisionCatalogueFor, decisionToolAvailable, decisionTypeAvailable } from './decision-gating';

describe('the decision catalogue', () => {
  it('lists every decision type of the seed under at least one category', () => {
    const listed = new Set(decisionCategories.flatMap((category) => decisionCatalogue[category]));
    expect([...listed].sort()).toEqual([...decisionTypes].sort());
  });
});

describe('subscription gating', () => {
  it('opens the ordinary general meeting category from BASIC, every other category only with PRO', () => {
    expect(categoryAvailable('BASIC', 'ordinaryGeneralMeeting')).toBe(true);
    expect(categoryAvailable('PRO', 'ordinaryGeneralMeeting')).toBe(true);
    for (const category of decisionCategories.filter((c) => c !== 'ordinaryGeneralMeeting')) {
      expect(categoryAvailable('BASIC', category), category).toBe(false);
      expect(categoryAvailable('PRO', category), category).toBe(true);
    }
  });

  it('opens no category to FREE or the register-only tiers', () => {
    for (const subscription of ['FREE', 'SHAREHOLDER_REGISTER', 'SHAREHOLDER_REGISTER_LEGACY'] as const)
      for (const category of decisionCategories) expect(categoryAvailable(subscription, category), `${subscription} ${category}`).toBe(false);
  });

  it('hides the whole tool for the legacy register-only agreement only', () => {
    expect(decisionToolAvailable('SHAREHOLDER_REGISTER_LEGACY')).toBe(false);
    for (const subscription of ['FREE', 'SHAREHOLDER_REGISTER', 'BASIC', 'PRO'] as const) expect(decisionToolAvailable(subscription)).toBe(true);
  });

  it('makes a type available when any of its categories is: freetext with BASIC, a capital increase only with PRO', () => {
    expect(decisionTypeAvailable('BASIC', 'freetext')).toBe(true);
    expect(decisionTypeAvailable('BASIC', 'approveAnnualAccount')).toBe(true);
    expect(decisionTypeAvailable('BASIC', 'increaseOfShareCapital')).toBe(false);
    expect(decisionTypeAvailable('PRO', 'increaseOfShareCapital')).toBe(true);
    expect(decisionTypeAvailable('FREE', 'freetext')).toBe(false);
  });

  it('groups the catalogue by category with the tier each needs', () => {
    const catalogue = decisionCatalogueFor('BASIC');
    expect(catalogue.map(({ category }) => category)).toEqual([...decisionCategories]);
    expect(catalogue[0]).toMatchObject({ category: 'ordinaryGeneralMeeting', requiredSubscription: 'BASIC', available: true });
    expect(catalogue.find(({ category }) => category === 'companyShareCapital')).toMatchObject({ requiredSubscription: 'PRO', available: false });
  });
});
