import { describe, expect, it } from 'vitest';
import { afterDocumentsChanged, checkFreetextType, freetextTypeOptions, matterTypeIn, newFreetextMatter, type FreetextMatterState } from './matter-types';

const board = ['notice_board_meeting', 'board_meeting'] as const;
const both = ['notice_board_meeting', 'board_meeting', 'notice_general_meeting'] as const;

describe('freetext matter types', () => {
  it('offers customized only with a board and a general meeting document and a matter requiring the general meeting', () => {
    expect(freetextTypeOptions(board, true)).toEqual(['INFORMATION_MATTER', 'DECISION_MATTER']);
    expect(freetextTypeOptions(both, false)).toEqual(['INFORMATION_MATTER', 'DECISION_MATTER']);
    expect(freetextTypeOptions(both, true)).toEqual(['INFORMATION_MATTER', 'DECISION_MATTER', 'CUSTOMIZED']);
    expect(freetextTypeOptions(['general_meeting'], true)).toEqual(['INFORMATION_MATTER', 'DECISION_MATTER']);
  });

  it('starts a new matter requiring the general meeting when the project already has a general meeting document', () => {
    expect(newFreetextMatter(board).requiresGeneralMeeting).toBe(false);
    expect(newFreetextMatter(both).requiresGeneralMeeting).toBe(true);
  });

  it('sets requiresGeneralMeeting when the first general meeting document is added, and resets it when the last is removed', () => {
    const state = newFreetextMatter(board);
    const added = afterDocumentsChanged(state, board, both);
    expect(added.requiresGeneralMeeting).toBe(true);
    // A second general meeting document changes nothing the user chose.
    const userChoice = { ...added, requiresGeneralMeeting: false };
    expect(afterDocumentsChanged(userChoice, both, [...both, 'general_meeting']).requiresGeneralMeeting).toBe(false);
    expect(afterDocumentsChanged(added, both, board).requiresGeneralMeeting).toBe(false);
  });

  it('falls back to a decision matter when the documents no longer offer customized, and forgets removed documents', () => {
    const customized: FreetextMatterState = {
      requiresGeneralMeeting: true,
      freetextTypeForAllDocuments: 'CUSTOMIZED',
      customizedFreetextTypePerDocument: [
        { documentType: 'notice_board_meeting', customizedFreetextType: 'INFORMATION_MATTER' },
        { documentType: 'general_meeting', customizedFreetextType: 'EXCLUDED' },
      ],
    };
    const withMinutes = [...both, 'general_meeting'] as const;
    expect(afterDocumentsChanged(customized, withMinutes, board)).toEqual({ requiresGeneralMeeting: false, freetextTypeForAllDocuments: 'DECISION_MATTER', customizedFreetextTypePerDocument: [] });
    expect(afterDocumentsChanged(customized, withMinutes, ['notice_board_meeting', 'notice_general_meeting']).customizedFreetextTypePerDocument).toEqual([
      { documentType: 'notice_board_meeting', customizedFreetextType: 'INFORMATION_MATTER' },
    ]);
  });

  it('refuses customized where not offered, and choices for documents the project lacks or names twice', () => {
    const base = { requiresGeneralMeeting: true, freetextTypeForAllDocuments: 'CUSTOMIZED' as const, customizedFreetextTypePerDocument: [] };
    expect(checkFreetextType(base, board)).toEqual({ field: 'freetextTypeForAllDocuments', code: 'decisions.customizedNotAvailable' });
    expect(checkFreetextType(base, both)).toBeNull();
    const unknown = { ...base, customizedFreetextTypePerDocument: [{ documentType: 'general_meeting' as const, customizedFreetextType: 'EXCLUDED' as const }] };
    expect(checkFreetextType(unknown, both)).toEqual({ field: 'customizedFreetextTypePerDocument.0.documentType', code: 'decisions.unknownDocument' });
    const twice = { ...base, customizedFreetextTypePerDocument: [{ documentType: 'board_meeting' as const, customizedFreetextType: 'EXCLUDED' as const }, { documentType: 'board_meeting' as const, customizedFreetextType: 'DECISION_MATTER' as const }] };
    expect(checkFreetextType(twice, both)?.field).toBe('customizedFreetextTypePerDocument.1.documentType');
    expect(checkFreetextType({ ...base, freetextTypeForAllDocuments: 'INFORMATION_MATTER' }, board)).toBeNull();
  });

  it('writes a matter into each document as chosen for it', () => {
    const state: FreetextMatterState = {
      requiresGeneralMeeting: true,
      freetextTypeForAllDocuments: 'CUSTOMIZED',
      customizedFreetextTypePerDocument: [{ documentType: 'board_meeting', customizedFreetextType: 'EXCLUDED' }],
    };
    expect(matterTypeIn(state, 'board_meeting')).toBe('EXCLUDED');
    expect(matterTypeIn(state, 'notice_general_meeting')).toBe('DECISION_MATTER');
    expect(matterTypeIn({ ...state, freetextTypeForAllDocuments: 'INFORMATION_MATTER' }, 'board_meeting')).toBe('INFORMATION_MATTER');
  });
});
