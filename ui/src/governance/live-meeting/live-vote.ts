import { liveMeetingVoteCall, type LiveVoteAnswer, type VoteAck } from '@andel/domain/shared';
import type { Socket } from 'socket.io-client';
import { ApiError } from '../../platform/shell';

/** How long a vote waits for its ack before it goes over HTTP instead, with the same vote id (a replay writes nothing). */
const ackTimeoutMs = 10_000;

/** How a vote went: acknowledged on the socket after its commit, or answered by the HTTP route. */
export type LiveVoteResult<T> = { via: 'socket'; acks: VoteAck[] } | { via: 'http'; answer: T };
export type LiveVoteSender = <T>(body: unknown, http: () => Promise<T>) => Promise<LiveVoteResult<T>>;

/**
 * A vote on the meeting's socket (docs/decisions/governance/live-votes.md): `vote` with an ack, resolved after the commit;
 * a refusal rejects with an ApiError carrying the ack's key and params, as the HTTP route's answer would. When the
 * socket is not connected, or its ack does not come in time or is lost with the connection (socket.io answers the
 * timeout's callback with an error at once), the vote goes over the HTTP route (`http`).
 */
export const castLiveVote = <T>(socket: Socket | null, body: unknown, http: () => Promise<T>): Promise<LiveVoteResult<T>> => {
  const overHttp = () => http().then((answer): LiveVoteResult<T> => ({ via: 'http', answer }));
  if (!socket?.connected) return overHttp();
  return new Promise<LiveVoteResult<T>>((resolve, reject) =>
    socket.timeout(ackTimeoutMs).emit(liveMeetingVoteCall, body, (timedOut: Error | null, answer: LiveVoteAnswer) => {
      if (timedOut) return overHttp().then(resolve, reject);
      if ('error' in answer) return reject(new ApiError(0, { error: answer.error }));
      resolve({ via: 'socket', acks: answer.acks });
    }),
  );
};
