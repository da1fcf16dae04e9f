import type { MajorityType } from '../decisions/decision-majority';

/**
 * How an item is voted on: its majority type, the default for its decision type (another majority is the meeting's
 * explicit choice, which the minutes record), the classes that consent separately, the holders excluded from it.
 */
export type ItemRule = { majorityType: MajorityType; defaultMajorityType: MajorityType; classVotes: string[]; excludedShareholderIds: string[] };

/** An item's rule as saved in the settings: a null or missing majority is the default. */
export type SavedItemRule = { majorityType?: MajorityType | null; classVotes?: string[]; excludedShareholderIds?: string[] };

/** An item's rule: the settings' choices over the catalogue's default majority (the chair and agenda items: a simple majority). */
export const itemRuleOf = (defaultMajorityType: MajorityType, saved: SavedItemRule = {}): ItemRule => ({
  majorityType: saved.majorityType ?? defaultMajorityType,
  defaultMajorityType,
  classVotes: saved.classVotes ?? [],
  excludedShareholderIds: saved.excludedShareholderIds ?? [],
});
