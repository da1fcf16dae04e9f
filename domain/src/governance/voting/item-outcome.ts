import { DomainError } from '../../kernel/errors/domain-error';
import type { ItemTally, Tally } from './tally';
import type { MajorityType } from '../decisions/decision-majority';
import type { ItemOutcomeValue, VoteValue } from './voting-constants';

/** Whether each requirement of the majority rule is met; `capitalRequirementMet` is null where the rule has none. */
export type ItemOutcome = {
  outcome: ItemOutcomeValue;
  majorityType: MajorityType;
  votesRequirementMet: boolean;
  capitalRequirementMet: boolean | null;
  /** Each class that votes separately, and whether it consented. */
  classes: { shareClassId: string; passed: boolean }[];
  /** A tie of votes for and against decided by the meeting chair's position. */
  decidedByChair: boolean;
};

/** At least two thirds: 3 × part ≥ 2 × whole, exact. */
const twoThirds = (part: bigint, whole: bigint) => part > 0n && 3n * part >= 2n * whole;

/**
 * A class voting separately (aksjeloven § 5-18 (2)) consents by the item's rule among that class's shares alone: votes
 * per share are equal within a class, so shares stand for both votes and capital (and a class without votes can still
 * consent). A tie is no consent: the chair's position decides the meeting's vote, not a class's.
 */
const classPasses = (majorityType: MajorityType, tally: Tally): boolean => {
  const { for: yes, against: no, represented, entitled } = tally;
  switch (majorityType) {
    case 'SIMPLE_MAJORITY':
      return yes.shares > no.shares;
    case 'QUALIFIED':
      return twoThirds(yes.shares, yes.shares + no.shares) && twoThirds(yes.shares, represented.shares);
    case 'UNANIMOUS':
      return yes.shares > 0n && yes.shares === entitled.shares;
  }
};

/**
 * An item's outcome by its majority type, from its tally at the meeting date (docs/decisions/governance/voting.md). Blank votes are represented but not cast.
 * - SIMPLE_MAJORITY: more votes for than against (aksjeloven § 5-17, aktiebolagslagen 7:40); a tie is decided by the
 *   meeting chair's position (`chairVote`), and without one the proposal falls.
 * - QUALIFIED: at least two thirds of the votes cast and of the share capital represented (aksjeloven § 5-18,
 *   aktiebolagslagen 7:42).
 * - UNANIMOUS: every share entitled to take part votes for (aksjeloven § 5-21: all shareholders' consent).
 * Each class in `classVotes` must also consent on its own. No vote at all: not voted on.
 */
export const itemOutcome = ({
  tally,
  majorityType,
  classVotes = [],
  chairVote = null,
}: {
  tally: ItemTally;
  majorityType: MajorityType;
  classVotes?: readonly string[];
  chairVote?: VoteValue | null;
}): ItemOutcome => {
  const classes = classVotes.map((shareClassId) => {
    const classTally = tally.classes[shareClassId];
    if (!classTally) throw new DomainError('voting.unknownShareClass', { shareClassId });
    return { shareClassId, passed: classPasses(majorityType, classTally) };
  });
  const { for: yes, against: no, blank, represented, entitled } = tally;
  let decidedByChair = false;
  let votesRequirementMet: boolean;
  let capitalRequirementMet: boolean | null = null;
  switch (majorityType) {
    case 'SIMPLE_MAJORITY':
      decidedByChair = yes.votes === no.votes && yes.votes > 0n && (chairVote === 'for' || chairVote === 'against');
      votesRequirementMet = yes.votes > no.votes || (decidedByChair && chairVote === 'for');
      break;
    case 'QUALIFIED':
      votesRequirementMet = twoThirds(yes.votes, yes.votes + no.votes);
      // One nominal value for all shares: the capital's ratio is the shares' (and holds before a nominal value is set).
      capitalRequirementMet = twoThirds(yes.shares, represented.shares);
      break;
    case 'UNANIMOUS':
      votesRequirementMet = yes.shares > 0n && yes.shares === entitled.shares;
      break;
  }
  const voted = yes.shares + no.shares + blank.shares > 0n;
  const adopted = votesRequirementMet && capitalRequirementMet !== false && classes.every((entry) => entry.passed);
  return { outcome: !voted ? 'NOT_VOTED' : adopted ? 'ADOPTED' : 'REJECTED', majorityType, votesRequirementMet, capitalRequirementMet, classes, decidedByChair };
};
