/** What the decision form reads from the company's register: its classes, nominal value and shares today. */
export type RegisterFacts = {
  currency: string;
  /** Null when the company has no shares yet. */
  nominalValue: string | null;
  totalShares: bigint;
  shareClasses: { id: string; code: string }[];
  /** The articles' paragraph on the share capital, preselected for the automatic update; null when none is found. */
  shareCapitalArticle: number | null;
};

export const hasShares = (register: RegisterFacts): boolean => register.totalShares > 0n;

/** The register facts as JSON (the share count as a string). */
export type RegisterFactsJson = Omit<RegisterFacts, 'totalShares'> & { totalShares: string };
export const registerFactsJson = (register: RegisterFacts): RegisterFactsJson => ({ ...register, totalShares: register.totalShares.toString() });
export const registerFactsOf = (json: RegisterFactsJson): RegisterFacts => ({ ...json, totalShares: BigInt(json.totalShares) });
