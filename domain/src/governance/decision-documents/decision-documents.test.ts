import { describe, expect, it } from 'vitest';
import { richTextPlainText } from '../../platform/texts/render-rich-text';
import { ZRichTextDocumentSchema } from '../../platform/texts/rich-text.schemas';
import { decisionTypes } from '../decisions/decision-catalogue';
import { documentLanguages } from '../decisions/document-types';
import { buildResolutionText, decidingBodyOf, decisionEffectOf, defaultDecisionFields, hasDecisionDocument, parseDecisionFields } from './decision-documents';
import { nordlys } from '../../../testing/resolution-context-fixture';

const values = { values: { SHARE_CAPITAL: '150 000 NOK', COMPANY_NAME: 'Nordlys Teknologi AS' }, fallback: ({ type }: { type: string }) => `<${type}>` };

describe('every decision type as a document', () => {
  it('drafts every type but freetext and the increase of share capital (its own room)', () => {
    expect(decisionTypes.filter((type) => !hasDecisionDocument(type))).toEqual(['increaseOfShareCapital', 'freetext']);
  });

  it('writes each default resolution in nb, sv and en as a valid rich text, "[●]" where a field is still to be given, never "undefined"', () => {
    for (const type of decisionTypes.filter(hasDecisionDocument))
      for (const language of documentLanguages) {
        const text = buildResolutionText(type, defaultDecisionFields(type, nordlys)!, nordlys, language)!;
        expect(ZRichTextDocumentSchema.safeParse(text).success, `${type} ${language}`).toBe(true);
        const plain = richTextPlainText(text, values);
        expect(plain, `${type} ${language}`).not.toMatch(/undefined|NaN|null|\[object/);
        expect(plain.length, `${type} ${language}`).toBeGreaterThan(60);
      }
  });

  it('has the board decide on the CEO, procura and signature, the general meeting on the rest', () => {
    expect(decisionTypes.filter((type) => decidingBodyOf(type) === 'BOARD')).toEqual(['employmentOfManagingDirector', 'procura', 'boardAssignsSignature']);
  });

  it('starts the board election from the board in office', () => {
    expect(defaultDecisionFields('electionOfCompanyBoard', nordlys)).toEqual({
      members: [
        { name: 'Kari Nordmann', role: 'chairperson' },
        { name: 'Ola Nordmann', role: 'member' },
      ],
      from: '2026-06-15',
    });
  });

  it('refuses a share class the company does not have', () => {
    const fields = { basis: 'ANNUAL_ACCOUNTS', financialYear: '2025', perClass: [{ shareClassId: '00000000-0000-4000-8000-0000000000ff', amountPerShare: '1' }], recordDate: '2026-06-15', paymentDate: '2026-06-30' };
    expect(parseDecisionFields('dividend', fields, nordlys)).toEqual({ fields: null, problems: [{ field: 'fields.perClass.0.shareClassId', code: 'decisionDocuments.unknownShareClass' }] });
  });

  it('describes what an election, a name change and an article change do when applied', () => {
    const board = parseDecisionFields('electionOfCompanyBoard', defaultDecisionFields('electionOfCompanyBoard', nordlys), nordlys);
    expect(decisionEffectOf('electionOfCompanyBoard', board.fields!)).toMatchObject({ kind: 'BOARD', from: '2026-06-15' });
    expect(decisionEffectOf('companyName', { name: 'Nordlys AS' })).toEqual({ kind: 'COMPANY_NAME', name: 'Nordlys AS' });
    expect(decisionEffectOf('changeRegisteredOfficeInArticlesOfAssociation', { paragraph: '2', wording: 'Selskapets forretningskommune er Bergen.' })).toEqual({
      kind: 'ARTICLE_CHANGE',
      article: 'registeredOffice',
      paragraph: '2',
      wording: 'Selskapets forretningskommune er Bergen.',
    });
    expect(decisionEffectOf('approveAuditorRemuneration', { financialYear: '2025', amount: '45000' })).toBeNull();
  });
});
