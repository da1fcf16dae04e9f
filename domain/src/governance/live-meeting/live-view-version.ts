import type { LiveMeetingAdminView, LiveMeetingView, LiveMeetingVotesView } from './live-meeting-views';

/** A client's live state: the last whole state, with the version each item's tally came with. */
export type LiveState<V extends LiveMeetingView> = V & { itemVersions?: Record<string, string> };

const above = (a: string, b: string) => BigInt(a) > BigInt(b);

/** The newer of two whole states by their version (the database clock in microseconds): messages may arrive in any order. */
export const newerLiveView = <V extends LiveMeetingView>(current: LiveState<V> | undefined, incoming: V): LiveState<V> =>
  current && above(current.version, incoming.version) ? current : incoming;

/**
 * A `shareholder-voted` delta applied over the state held: each item it names replaces the one held when the delta is
 * newer than what that item came with; the representation and (admin) the items' individual votes go with it.
 */
export const applyLiveVotes = <V extends LiveMeetingView>(current: LiveState<V> | undefined, delta: LiveMeetingVotesView): LiveState<V> | undefined => {
  if (!current) return current;
  const versionOf = (itemId: string) => current.itemVersions?.[itemId] ?? current.version;
  const fresh = delta.items.filter((item) => above(delta.version, versionOf(item.itemId)));
  if (!fresh.length) return current;
  const freshIds = new Set(fresh.map((item) => item.itemId));
  const next: LiveState<V> = {
    ...current,
    representation: above(delta.version, current.version) ? delta.representation : current.representation,
    items: current.items.map((item) => fresh.find((candidate) => candidate.itemId === item.itemId) ?? item),
    itemVersions: { ...current.itemVersions, ...Object.fromEntries(fresh.map((item) => [item.itemId, delta.version])) },
  };
  if ('individualVotes' in current) {
    const admin = current as unknown as LiveMeetingAdminView;
    (next as unknown as LiveMeetingAdminView).individualVotes = [...admin.individualVotes.filter((vote) => !freshIds.has(vote.itemId)), ...delta.individualVotes.filter((vote) => freshIds.has(vote.itemId))];
  }
  return next;
};
