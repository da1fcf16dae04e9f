import type { SocketVoter } from './socket-votes';

const windowMs = 60_000;
/** A link token may send as many vote calls a minute as the HTTP `vote` route takes from one address. */
export const participantCallsPerMinute = 600;
/**
 * An admin registers votes for the whole meeting (the minutes' manual mode, a room's show of hands typed in): a
 * 5,000-holder meeting's item in a minute, still far below what would flood the process.
 */
export const adminCallsPerMinute = 6_000;

/** Who a vote call counts against: the link token, or the admin's user, whichever socket it comes over. */
const keyOf = (voter: SocketVoter) => (voter.kind === 'admin' ? `user:${voter.user.id}` : `${voter.kind}:${voter.token}`);

/**
 * The live meeting's vote calls counted per voter across all its sockets on this process, in fixed one-minute windows
 * (docs/decisions/governance/live-votes.md): opening more sockets does not multiply the limit. One map lookup a call;
 * the windows that ended are dropped once a minute.
 */
export const createVoteCallLimit = () => {
  const windows = new Map<string, { start: number; calls: number }>();
  let swept = Date.now();
  /** Counts the call; true when it is over the voter's limit. */
  return (voter: SocketVoter): boolean => {
    const now = Date.now();
    if (now - swept >= windowMs) {
      for (const [key, window] of windows) if (now - window.start >= windowMs) windows.delete(key);
      swept = now;
    }
    const key = keyOf(voter);
    let window = windows.get(key);
    if (!window || now - window.start >= windowMs) windows.set(key, (window = { start: now, calls: 0 }));
    return ++window.calls > (voter.kind === 'admin' ? adminCallsPerMinute : participantCallsPerMinute);
  };
};
