// What the register's calls answer, shared by the domain that builds it and the console that shows it.

/** A holder's shares of one class: the count, the votes they carry and their share numbers ("1-500,901-1000"), as strings. */
export type ClassHolding = { shareTypeId: string; shares: string; votes: string; shareNumbers: string };

/** One holder with shares on the register. */
export type RegisterJsonRow = {
  shareholderId: string;
  holdings: ClassHolding[];
  totalShares: string;
  totalVotes: string;
  /** Exact fractions as decimal strings; the percentages are rounded to 2 decimals for display. */
  shareOfShares: string;
  shareOfVotes: string;
  sharePercent: string;
  votePercent: string;
  /** totalShares × nominal value. */
  shareCapital: string;
};

/**
 * `GET /company/{orgNo}/register?date=`: the register today (`date` null) or as of the end of a day, one row per holder
 * with shares, by votes; counts and amounts as strings.
 */
export type RegisterJson = {
  date: string | null;
  rows: RegisterJsonRow[];
  /** Holders with shares (all of them, also when `rows` is one page). */
  holders: number;
  /** Shares per class across all holders. */
  classes: { shareTypeId: string; shares: string }[];
  totalShares: string;
  totalVotes: string;
  nominalValue: string | null;
  shareCapital: string | null;
};

/** One page of the register (`range`): its rows name their holders, so a page needs no list of every holder. */
export type RegisterPageJson = Omit<RegisterJson, 'rows'> & { rows: (RegisterJsonRow & { name: string })[] };
