import type { DocumentType } from '../decisions/document-types';
import { meetingOptions, type MeetingDocumentSelection, type MeetingOption } from './meeting-constants';

const inOrder = (options: Iterable<MeetingOption>): MeetingOption[] => {
  const chosen = new Set(options);
  return meetingOptions.filter((option) => chosen.has(option));
};

/**
 * Ticking or unticking one option of the new meeting form (seed 002, section 4): selecting MEETING also selects
 * NOTICE; deselecting NOTICE deselects MEETING. The result is in the form's order.
 */
export const toggleMeetingOption = (options: readonly MeetingOption[], option: MeetingOption, selected: boolean): MeetingOption[] => {
  const next = new Set(options);
  if (selected) {
    next.add(option);
    if (option === 'MEETING') next.add('NOTICE');
  } else {
    next.delete(option);
    if (option === 'NOTICE') next.delete('MEETING');
  }
  return inOrder(next);
};

/** Options as the server keeps them: a meeting always comes with its notice, each option once, in order. */
export const normalizeMeetingOptions = (options: readonly MeetingOption[]): MeetingOption[] =>
  inOrder(options.includes('MEETING') ? [...options, 'NOTICE'] : options);

/** A board meeting's documents by the form's document selection. */
export const boardMeetingDocuments = (selection: MeetingDocumentSelection): DocumentType[] =>
  selection === 'NOTICE_AND_MINUTES' ? ['notice_board_meeting', 'board_meeting'] : ['board_meeting'];
