import { resolveCompanyAccess, resolveSession } from '@andel/domain/server';
import { messagingSocket } from '@andel/domain/shared';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Server } from 'socket.io';
import { viewMessages } from '../admin/platform/messaging/messaging.routes';
import { messagingRoom } from './live-hub';
import { cookieValue } from './socket-cookies';

/**
 * The messaging namespace: a signed-in user names the company (`auth.orgNo`) and joins its room when they may read its
 * threads; they then hear `messaging-changed` whenever a recipient writes (the content is fetched over HTTP as usual).
 */
export const attachMessagingSocket = ({ io, orm, sessionCookie }: { io: Server; orm: MikroORM; sessionCookie: string }) => {
  const namespace = io.of(messagingSocket.namespace);
  namespace.use((socket, next) => {
    const { orgNo } = socket.handshake.auth as { orgNo?: unknown };
    const refuse = () => next(new Error('messaging.socketUnauthorized'));
    const token = cookieValue(socket.handshake.headers.cookie, sessionCookie);
    if (typeof orgNo !== 'string' || !/^[0-9A-Za-z-]{1,20}$/.test(orgNo) || !token) return refuse();
    const em = orm.em.fork();
    resolveSession({ em, token: decodeURIComponent(token) })
      .then(async (session) => {
        if (session?.state !== 'ACTIVE') return refuse();
        const { company } = await resolveCompanyAccess({ em, user: session.user, organisationNumber: orgNo, policy: viewMessages });
        socket.data = { room: messagingRoom(company.id) };
        next();
      })
      .catch(() => refuse());
  });
  namespace.on('connection', (socket) => void socket.join((socket.data as { room: string }).room));
};
