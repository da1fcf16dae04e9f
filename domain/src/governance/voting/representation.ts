import { addFigures, figuresOfRegister, flooredPercent, formatCapital, formatVotes, noFigures, type Figures, type MeetingRegister } from './meeting-register';

/** A shareholder's participation entry as the seed names it (seed 002, section 3, "Minutes data"): present in person or by proxy. */
export type Participation = { shareholderId: string; isPresent: boolean };

/** Representation of one class (seed 002, section 3: sharesParticipating, totalShares, percentage, votesParticipating). */
export type ClassRepresentation = {
  shareClassId: string;
  sharesParticipating: string;
  totalShares: string;
  /** sharesParticipating of totalShares in percent, floored to 2 decimals. */
  percentage: string;
  votesParticipating: string;
  totalVotes: string;
};

/** Representation per class and for the meeting: shares, votes and share capital present of the company's. */
export type Representation = {
  classes: ClassRepresentation[];
  sharesParticipating: string;
  totalShares: string;
  percentage: string;
  votesParticipating: string;
  totalVotes: string;
  votesPercentage: string;
  shareCapitalParticipating: string;
  totalShareCapital: string;
};

/** The holders present, in person or by proxy. */
export const presentHolders = (participation: readonly Participation[]): Set<string> =>
  new Set(participation.filter((entry) => entry.isPresent).map((entry) => entry.shareholderId));

/**
 * Who is represented at the meeting, from the register as of the meeting date: per class the shares held by holders
 * present (themselves or by proxy) of the class's shares, and their votes; for the meeting the same summed, with the
 * share capital. Percentages are floored to 2 decimals (seed 002, section 9), so 2 of 3 shares is 66.66 %.
 */
export const representation = ({ register, participation }: { register: MeetingRegister; participation: readonly Participation[] }): Representation => {
  const figuresOf = figuresOfRegister(register);
  const present = presentHolders(participation);
  const participating = new Map<string, Figures>();
  const total = new Map<string, Figures>();
  for (const shareClassId of Object.keys(register.shareClasses)) {
    participating.set(shareClassId, noFigures());
    total.set(shareClassId, noFigures());
  }
  for (const row of register.rows)
    for (const { shareClassId, shares } of row.classes) {
      const figures = figuresOf(shareClassId, shares);
      total.set(shareClassId, addFigures(total.get(shareClassId) ?? noFigures(), figures));
      if (present.has(row.shareholderId)) participating.set(shareClassId, addFigures(participating.get(shareClassId) ?? noFigures(), figures));
    }
  const sum = (figures: Map<string, Figures>) => [...figures.values()].reduce(addFigures, noFigures());
  const [attending, all] = [sum(participating), sum(total)];
  return {
    classes: [...total].map(([shareClassId, classTotal]) => {
      const classPresent = participating.get(shareClassId) ?? noFigures();
      return {
        shareClassId,
        sharesParticipating: classPresent.shares.toString(),
        totalShares: classTotal.shares.toString(),
        percentage: flooredPercent(classPresent.shares, classTotal.shares),
        votesParticipating: formatVotes(classPresent.votes),
        totalVotes: formatVotes(classTotal.votes),
      };
    }),
    sharesParticipating: attending.shares.toString(),
    totalShares: all.shares.toString(),
    percentage: flooredPercent(attending.shares, all.shares),
    votesParticipating: formatVotes(attending.votes),
    totalVotes: formatVotes(all.votes),
    votesPercentage: flooredPercent(attending.votes, all.votes),
    shareCapitalParticipating: formatCapital(attending.capital),
    totalShareCapital: formatCapital(all.capital),
  };
};
