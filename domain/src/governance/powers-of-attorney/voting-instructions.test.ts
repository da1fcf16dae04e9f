import { describe, expect, it } from 'vitest';
import { translate } from '../../collected/translate';
import { assertInstructionsFitAgenda, assertVoteFollowsInstruction, instructionFor, type VotingInstructions } from './voting-instructions';

const instructions: VotingInstructions = { meetChair: 'for', approveNoticeAndAgenda: 'discretion', dividend: 'against', auditor: 'blank' };

describe('voting instructions', () => {
  it('name only items on the agenda', () => {
    expect(() => assertInstructionsFitAgenda(instructions, ['meetChair', 'approveNoticeAndAgenda', 'dividend', 'auditor', 'board'])).not.toThrow();
    expect(() => assertInstructionsFitAgenda(instructions, ['meetChair', 'approveNoticeAndAgenda', 'dividend'])).toThrow('powersOfAttorney.unknownAgendaItem');
  });

  it('leave an item without an instruction to the proxy', () => {
    expect(instructionFor(instructions, 'board')).toBe('discretion');
    expect(() => assertVoteFollowsInstruction({ instructions, itemId: 'board', values: ['against'] })).not.toThrow();
    expect(() => assertVoteFollowsInstruction({ instructions, itemId: 'approveNoticeAndAgenda', values: ['blank'] })).not.toThrow();
  });

  it('refuse a vote against the instruction, a split part included', () => {
    expect(() => assertVoteFollowsInstruction({ instructions, itemId: 'dividend', values: ['against'] })).not.toThrow();
    expect(() => assertVoteFollowsInstruction({ instructions, itemId: 'auditor', values: ['blank', 'blank'] })).not.toThrow();
    try {
      assertVoteFollowsInstruction({ instructions, itemId: 'dividend', values: ['for'] });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'powersOfAttorney.voteAgainstInstruction', params: { itemId: 'dividend', instruction: 'against' } });
    }
    expect(() => assertVoteFollowsInstruction({ instructions, itemId: 'meetChair', values: ['for', 'against'] })).toThrow('powersOfAttorney.voteAgainstInstruction');
  });

  it('name the instruction in the reader\'s language when a vote is refused', () => {
    expect(translate('nb', 'powersOfAttorney.voteAgainstInstruction', { itemId: 'dividend', instruction: 'against' })).toBe('Stemmen følger ikke aksjeeierens stemmeinstruks: Stem mot.');
    expect(translate('en', 'powersOfAttorney.voteAgainstInstruction', { itemId: 'dividend', instruction: 'blank' })).toBe("The vote does not follow the shareholder's voting instruction: Vote blank.");
  });
});
