import { DomainError } from '../../kernel/errors/domain-error';
import { assertSplitWithinHoldings } from './split-votes';
import { assertMayVoteOnItem } from './vote-eligibility';
import { addFigures, figuresOfRegister, formatCapital, formatVotes, noFigures, type Figures, type MeetingRegister } from './meeting-register';
import { presentHolders, type Participation } from './representation';
import type { VoteValue } from './voting-constants';

/**
 * A holder's vote on an item: all their shares one way, or (a nominee holding for several owners) split into parts of
 * a class's shares voted each way; shares left out of a split are represented but not voted.
 */
export type CastVote = (
  | { shareholderId: string; vote: VoteValue }
  | { shareholderId: string; split: readonly { shareClassId: string; shares: bigint; vote: VoteValue }[] }
) & { /** The shareholder who casts it as the holder's proxy, if the proxy is one. */ proxyShareholderId?: string | null };

/** An agenda item as voted: the holders excluded from it for a conflict of interest, and the votes. */
export type VotingItem = { excluded?: readonly string[]; votes: readonly CastVote[] };

/**
 * Figures for, against and blank; `represented`: every share present for the item, whether voted or not; `entitled`:
 * every share on the register but the excluded holders'.
 */
export type Tally = Record<VoteValue | 'represented' | 'entitled', Figures>;
/** An item's tally, for the meeting and per class. */
export type ItemTally = Tally & { classes: Record<string, Tally> };

const emptyTally = (): Tally => ({ for: noFigures(), against: noFigures(), blank: noFigures(), represented: noFigures(), entitled: noFigures() });

/** The values a vote casts: one, or each part's. */
export const valuesOf = (vote: CastVote): VoteValue[] => ('vote' in vote ? [vote.vote] : vote.split.map((part) => part.vote));

/**
 * An item's tally from the register as of the meeting date: each vote counts its shares' votes (shares × votes per
 * share) and capital (shares × nominal value) for, against or blank. A holder excluded for a conflict of interest
 * (aksjeloven § 5-3 (3), aktiebolagslagen 7:46) is left out of the item altogether, neither represented nor entitled;
 * the shares of a holder whose proxy is excluded stay represented, and are not voted by that proxy.
 * Refused: a vote from a holder who is not present with shares (`voting.notRepresented`), from an excluded holder or
 * cast by an excluded proxy (`assertMayVoteOnItem`), a second vote from a holder (`voting.duplicateVote`), each with `shareholderId`, and a
 * split past the holder's shares (`assertSplitWithinHoldings`).
 */
export const tallyItem = ({ register, participation, item }: { register: MeetingRegister; participation: readonly Participation[]; item: VotingItem }): ItemTally => {
  const figuresOf = figuresOfRegister(register);
  const excluded = new Set(item.excluded ?? []);
  const present = presentHolders(participation);
  const classes: Record<string, Tally> = Object.fromEntries(Object.keys(register.shareClasses).map((shareClassId) => [shareClassId, emptyTally()]));
  const count = (key: keyof Tally, shareClassId: string, shares: bigint) => {
    const tally = (classes[shareClassId] ??= emptyTally());
    tally[key] = addFigures(tally[key], figuresOf(shareClassId, shares));
  };
  const rows = new Map(register.rows.map((row) => [row.shareholderId, row]));
  for (const row of register.rows) {
    if (excluded.has(row.shareholderId)) continue;
    for (const { shareClassId, shares } of row.classes) {
      count('entitled', shareClassId, shares);
      if (present.has(row.shareholderId)) count('represented', shareClassId, shares);
    }
  }
  const voted = new Set<string>();
  for (const vote of item.votes) {
    const { shareholderId } = vote;
    assertMayVoteOnItem({ excluded: item.excluded ?? [], shareholderId, proxyShareholderId: vote.proxyShareholderId });
    const row = rows.get(shareholderId);
    if (!row || !present.has(shareholderId)) throw new DomainError('voting.notRepresented', { shareholderId });
    if (voted.has(shareholderId)) throw new DomainError('voting.duplicateVote', { shareholderId });
    voted.add(shareholderId);
    if ('vote' in vote) for (const { shareClassId, shares } of row.classes) count(vote.vote, shareClassId, shares);
    else {
      assertSplitWithinHoldings({ split: vote.split, holdings: row.classes });
      for (const part of vote.split) count(part.vote, part.shareClassId, part.shares);
    }
  }
  const meeting = emptyTally();
  for (const tally of Object.values(classes)) for (const key of Object.keys(meeting) as (keyof Tally)[]) meeting[key] = addFigures(meeting[key], tally[key]);
  return { ...meeting, classes };
};

/** An item's votes as the minutes name them (seed 002, section 3, "Minutes data"), votes and capital as plain decimals. */
export type ItemVotesJson = {
  votesFor: string;
  votesAgainst: string;
  votesBlank: string;
  representedVotes: string;
  shareCapitalFor: string;
  shareCapitalAgainst: string;
  shareCapitalBlank: string;
  representedShareCapital: string;
};

export const itemVotesJson = (tally: Tally): ItemVotesJson => ({
  votesFor: formatVotes(tally.for.votes),
  votesAgainst: formatVotes(tally.against.votes),
  votesBlank: formatVotes(tally.blank.votes),
  representedVotes: formatVotes(tally.represented.votes),
  shareCapitalFor: formatCapital(tally.for.capital),
  shareCapitalAgainst: formatCapital(tally.against.capital),
  shareCapitalBlank: formatCapital(tally.blank.capital),
  representedShareCapital: formatCapital(tally.represented.capital),
});
