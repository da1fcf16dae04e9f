import { createAdapter } from '@socket.io/postgres-adapter';
import { heldAccesses, mandatesOfNoticeToken, mandatesOfPoaRecipientToken, publicLiveMeetingView, resolveSession } from '@andel/domain/server';
import { allows, liveMeetingEvents, liveMeetingSocketPath, type AccessPolicy } from '@andel/domain/shared';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Server as HttpServer, IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import pLimit from 'p-limit';
import pg from 'pg';
import { Server } from 'socket.io';
import type { Config } from '../config';
import { meetingEdit, meetingView } from '../admin/governance/policies';
import { liveRooms, type LiveHub } from './live-hub';
import { shardRoom } from './room-fan-out';
import { isOwnOrigin } from '../shared/own-origin';
import { answerSocketVotes, type SocketVoter } from './socket-votes';
import { createVoteCallLimit } from './vote-call-limit';
import { attachMessagingSocket } from './messaging-socket';
import { cookieValue } from './socket-cookies';

/** A signed-in user with any access to the company follows the meeting as a participant; the admin view needs `meetingView`. */
const participantAccess: AccessPolicy = { accessTypes: ['ADMIN', 'CUSTOM', 'SUPERADMIN', 'BOARD_MEMBER', 'SHAREHOLDER'], anyFeature: true };

/**
 * Handshakes authorised at once; the rest wait their turn. When a process dies its clients all come to the others at
 * once: a client that gave up waiting (its connection closed) is skipped when its turn comes, not answered in vain.
 */
const handshakesAtOnce = 32;

/** The origin a request was addressed to, as the HTTP API reads it from its URL. */
const requestOriginOf = (request: IncomingMessage) => `${(request.socket as TLSSocket).encrypted ? 'https' : 'http'}://${request.headers.host ?? ''}`;

type Handshake = { projectId?: unknown; noticeToken?: unknown; poaRecipientToken?: unknown; rejoin?: unknown };

/**
 * socket.io on the server's HTTP server at `/api/live/socket.io`, websocket transport only (docs/decisions/governance/live-votes.md: no
 * sticky sessions needed behind the compose proxy). A client names the meeting in its handshake (`auth.projectId`) and
 * is authorised there: by its session cookie (the admin room with `meetingView`, else the participants' room with any
 * access to the company) or by its notice or power-of-attorney link token (the participants' room). It then gets the
 * meeting's snapshot, and every later change; a reconnect repeats the handshake (with `rejoin: true`), so a dropped
 * client catches up, and the others get the tallies again.
 * A socket that may vote (an admin with `meetingEdit`, a link token) votes with the `vote` event (`socket-votes.ts`).
 * With LIVE_ADAPTER=postgres the rooms span every server process through PostgreSQL's LISTEN/NOTIFY. The same socket
 * serves the company side's messaging updates (`messaging-socket.ts`).
 */
export const attachLiveSocket = ({ httpServer, orm, config, hub, databaseUrl }: { httpServer: HttpServer; orm: MikroORM; config: Config; hub: LiveHub; databaseUrl: string }) => {
  const io = new Server(httpServer, {
    path: liveMeetingSocketPath,
    serveClient: false,
    transports: ['websocket'],
    cors: { origin: config.appUrl, credentials: true },
    // CORS binds no WebSocket: a cross-site page's handshake would carry the user's cookie, so its Origin is checked as the HTTP API's is.
    allowRequest: (request, allow) => allow(null, isOwnOrigin({ origin: request.headers.origin, appUrl: config.appUrl, requestOrigin: requestOriginOf(request) })),
  });
  const voteCalls = createVoteCallLimit();
  const handshakes = pLimit(handshakesAtOnce);
  let pool: pg.Pool | null = null;
  if (config.LIVE_ADAPTER === 'postgres') {
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    io.adapter(createAdapter(pool));
  }
  const sessionCookie = config.secureCookies ? '__Host-andel.session' : 'andel.session';

  io.use((socket, next) => {
    const { projectId, noticeToken, poaRecipientToken } = socket.handshake.auth as Handshake;
    const refuse = () => next(new Error('liveMeeting.socketUnauthorized'));
    if (typeof projectId !== 'string' || !/^[0-9a-f-]{36}$/i.test(projectId)) return refuse();
    const em = orm.em.fork();
    const authorise = async (): Promise<{ room: string; admin: boolean; voter: SocketVoter | null } | null> => {
      const context = await hub.contextOf(projectId);
      const rooms = liveRooms(context.company.id, projectId);
      if (typeof noticeToken === 'string')
        return (await mandatesOfNoticeToken(em, context.project, noticeToken)) && { room: rooms.participants, admin: false, voter: { kind: 'noticeToken', token: noticeToken } };
      if (typeof poaRecipientToken === 'string')
        return (await mandatesOfPoaRecipientToken(em, context.project, poaRecipientToken)) && { room: rooms.participants, admin: false, voter: { kind: 'poaRecipientToken', token: poaRecipientToken } };
      const token = cookieValue(socket.handshake.headers.cookie, sessionCookie);
      const session = token ? await resolveSession({ em, token: decodeURIComponent(token) }) : null;
      if (session?.state !== 'ACTIVE') return null;
      // One read of the user's accesses answers every policy: a reconnection storm after a lost process is thousands of these.
      const held = await heldAccesses(em, session.user, context.company);
      const may = (policy: AccessPolicy) => held.some((access) => allows(policy, access));
      if (may(meetingView)) return { room: rooms.admin, admin: true, voter: may(meetingEdit) ? { kind: 'admin', user: session.user } : null };
      return may(participantAccess) ? { room: rooms.participants, admin: false, voter: null } : null;
    };
    handshakes(() => (socket.conn.readyState === 'open' ? authorise() : null)).then(
      (granted) => {
        if (!granted) return refuse();
        socket.data = { projectId, ...granted };
        next();
      },
      () => refuse(),
    );
  });

  io.on('connection', (socket) => {
    const { projectId, room, admin, voter } = socket.data as { projectId: string; room: string; admin: boolean; voter: SocketVoter | null };
    void socket.join([room, shardRoom(room, socket.id)]);
    if ((socket.handshake.auth as Handshake).rejoin === true) hub.rejoined(projectId);
    answerSocketVotes({ orm, hub, socket, projectId, voter, overLimit: voteCalls });
    hub.snapshot(projectId).then(
      (view) => socket.emit(liveMeetingEvents.snapshot, admin ? view : publicLiveMeetingView(view)),
      () => socket.disconnect(true),
    );
  });
  attachMessagingSocket({ io, orm, sessionCookie });
  hub.attach(io);
  return { io, close: async () => { await io.close(); await pool?.end(); } };
};
