import { mandatesOfNoticeToken, mandatesOfPoaRecipientToken, shareholdersOfNotices, type Mandate, type MeetingActor, type Project, type User } from '@andel/domain/server';
import { DomainError, isDomainError, liveMeetingVoteCall, ZAdminVoteSchema, ZVoteSchema, type LiveVoteAnswer, type VoteAck } from '@andel/domain/shared';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Socket } from 'socket.io';
import type { LiveHub } from './live-hub';

/** Who may vote on a socket, as its handshake authorised it: an admin with `meetingEdit`, or the holder of a personal link token. */
export type SocketVoter = { kind: 'admin'; user: User } | { kind: 'noticeToken' | 'poaRecipientToken'; token: string };

/** How long a participant socket reuses its mandates; the vote's transaction checks each power is still in force. */
const mandatesTtlMs = 5_000;
const ZSocketVoteSchema = ZVoteSchema.pick({ voteList: true });

/**
 * The socket's `vote` event (docs/decisions/governance/live-votes.md): the same votes as `admin-vote` (an admin socket,
 * one vote in `admin-vote`'s body) or `vote` (a link token's socket, `vote`'s `voteList`; the token is the handshake's),
 * validated by the same schemas and committed by the same use-case through the meeting's group commit. The ack callback
 * gets `{ acks }` after the commit, or `{ error: { code, params } }` (nothing written): `validationError` for bad
 * input, `liveMeeting.noRight` for a socket that may not vote, `auth.tooManyAttempts` past the voter's calls a minute
 * (`overLimit`, counted per link token or admin user over all their sockets: `vote-call-limit.ts`), else the use-case's
 * refusal.
 */
export const answerSocketVotes = ({
  orm,
  hub,
  socket,
  projectId,
  voter,
  overLimit,
}: {
  orm: MikroORM;
  hub: LiveHub;
  socket: Socket;
  projectId: string;
  voter: SocketVoter | null;
  overLimit: (voter: SocketVoter) => boolean;
}) => {
  let mandates: { at: number; value: Promise<Mandate[]> } | null = null;
  const shareholderOfNotice = new Map<string, string>();

  const participantMandates = (token: string, kind: 'noticeToken' | 'poaRecipientToken', project: Project) => {
    if (mandates && Date.now() - mandates.at < mandatesTtlMs) return mandates.value;
    const em = orm.em.fork();
    const value = kind === 'noticeToken' ? mandatesOfNoticeToken(em, project, token) : mandatesOfPoaRecipientToken(em, project, token);
    mandates = { at: Date.now(), value };
    value.catch(() => (mandates = null));
    return value;
  };

  const vote = async (payload: unknown): Promise<VoteAck[] | 'invalid'> => {
    if (!voter) throw new DomainError('liveMeeting.noRight');
    if (voter.kind === 'admin') {
      const input = ZAdminVoteSchema.safeParse(payload);
      if (!input.success) return 'invalid';
      return hub.castVotes(projectId, { kind: 'admin', user: voter.user }, [input.data]);
    }
    const input = ZSocketVoteSchema.safeParse(payload);
    if (!input.success) return 'invalid';
    const { project } = await hub.contextOf(projectId);
    const actor: MeetingActor = { kind: 'participant', user: null, mandates: await participantMandates(voter.token, voter.kind, project) };
    const unknown = input.data.voteList.map((entry) => entry.noticeId).filter((noticeId) => !shareholderOfNotice.has(noticeId));
    if (unknown.length) for (const [noticeId, shareholderId] of await shareholdersOfNotices(orm.em.fork(), project, unknown)) shareholderOfNotice.set(noticeId, shareholderId);
    const votes = input.data.voteList.map(({ noticeId, ...cast }) => ({ ...cast, shareholderId: shareholderOfNotice.get(noticeId)! }));
    return hub.castVotes(projectId, actor, votes);
  };

  socket.on(liveMeetingVoteCall, (payload: unknown, ack: unknown) => {
    if (typeof ack !== 'function') return;
    const answer = (value: LiveVoteAnswer) => (ack as (value: LiveVoteAnswer) => void)(value);
    if (voter && overLimit(voter)) return answer({ error: { code: 'auth.tooManyAttempts', params: {} } });
    vote(payload).then(
      (acks) => answer(acks === 'invalid' ? { error: { code: 'validationError', params: {} } } : { acks }),
      (error: unknown) => {
        if (isDomainError(error)) return answer({ error: { code: error.code, params: error.params } });
        console.error('live meeting socket vote failed', error);
        answer({ error: { code: 'general-error', params: {} } });
      },
    );
  });
};
