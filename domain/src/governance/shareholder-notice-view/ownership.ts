import { addFigures, figuresOfRegister, flooredPercent, formatVotes, noFigures, type MeetingRegister } from '../voting/meeting-register';

/** A shareholder's holding at the meeting date: shares and votes per class, in all, and their share of all votes. */
export type Ownership = {
  shares: string;
  votes: string;
  votePercent: string;
  classes: { shareClassId: string; shares: string; votes: string }[];
};

/** The company's total votes at the meeting date. */
export const totalVotesOf = (register: MeetingRegister): bigint => {
  const figuresOf = figuresOfRegister(register);
  return register.rows.flatMap((row) => row.classes).reduce((sum, { shareClassId, shares }) => sum + figuresOf(shareClassId, shares).votes, 0n);
};

/**
 * A holder's ownership from the register at the meeting date (seed 002: ownership, totalNumberOfVotes): votes are
 * shares times votes per share, the percentage floored to 2 decimals; none is all zero.
 */
export const ownershipOf = (register: MeetingRegister, shareholderId: string): Ownership => {
  const figuresOf = figuresOfRegister(register);
  const row = register.rows.find((candidate) => candidate.shareholderId === shareholderId);
  const classes = (row?.classes ?? []).map(({ shareClassId, shares }) => ({ shareClassId, figures: figuresOf(shareClassId, shares) }));
  const total = classes.reduce((sum, { figures }) => addFigures(sum, figures), noFigures());
  return {
    shares: total.shares.toString(),
    votes: formatVotes(total.votes),
    votePercent: flooredPercent(total.votes, totalVotesOf(register)),
    classes: classes.map(({ shareClassId, figures }) => ({ shareClassId, shares: figures.shares.toString(), votes: formatVotes(figures.votes) })),
  };
};
