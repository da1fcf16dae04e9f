import type { Socket } from 'socket.io-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../platform/shell';
import { castLiveVote } from './live-vote';

type Ack = (timedOut: Error | null, answer?: unknown) => void;

/** A connected socket whose `vote` ack `answer` gives (or never comes, like one lost under load), recording each emit. */
const socketAnswering = (answer: ((ack: Ack, timeoutMs: number) => void) | null) => {
  const emitted: unknown[] = [];
  const socket = {
    connected: true,
    timeout: (timeoutMs: number) => ({
      emit: (_event: string, body: unknown, ack: Ack) => {
        emitted.push(body);
        if (answer) answer(ack, timeoutMs);
        else setTimeout(() => ack(new Error('operation has timed out')), timeoutMs);
      },
    }),
  };
  return { socket: socket as unknown as Socket, emitted };
};

const body = { voteList: [{ voteId: 'v-1', vote: 'FOR' }] };

describe('a live vote', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is acknowledged on the socket once committed, without the HTTP route', async () => {
    const http = vi.fn();
    const { socket, emitted } = socketAnswering((ack) => ack(null, { acks: [{ voteId: 'v-1', replayed: false }] }));
    await expect(castLiveVote(socket, body, http)).resolves.toEqual({ via: 'socket', acks: [{ voteId: 'v-1', replayed: false }] });
    expect(emitted).toEqual([body]);
    expect(http).not.toHaveBeenCalled();
  });

  it('goes over HTTP when the socket is not connected', async () => {
    const http = vi.fn().mockResolvedValue('answered');
    await expect(castLiveVote(null, body, http)).resolves.toEqual({ via: 'http', answer: 'answered' });
    await expect(castLiveVote({ connected: false } as Socket, body, http)).resolves.toEqual({ via: 'http', answer: 'answered' });
  });

  it('waits ten seconds for its ack, then goes over HTTP with the same vote', async () => {
    const http = vi.fn().mockResolvedValue('answered');
    const { socket, emitted } = socketAnswering(null);
    const vote = castLiveVote(socket, body, http);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(http).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(vote).resolves.toEqual({ via: 'http', answer: 'answered' });
    expect(http).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([body]);
  });

  it('is refused with the server’s key and params, and not sent again over HTTP', async () => {
    const http = vi.fn();
    const { socket } = socketAnswering((ack) => ack(null, { error: { code: 'general-meeting.voting.closed', params: { item: 'x' } } }));
    const refusal = await castLiveVote(socket, body, http).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ code: 'general-meeting.voting.closed', params: { item: 'x' } });
    expect(http).not.toHaveBeenCalled();
  });
});
