import type { LiveMeetingView } from './live-meeting-views';

/** The newer of two live states by their version (the database clock in microseconds): messages may arrive in any order. */
export const newerLiveView = <V extends LiveMeetingView>(current: V | undefined, incoming: V): V =>
  current && BigInt(current.version) > BigInt(incoming.version) ? current : incoming;
