import { liveMeetingContext, liveMeetingSnapshot, meetingRegisterOf, publicLiveMeetingView, type LiveMeetingContext } from '@andel/domain/server';
import type { LiveMeetingAdminView, LiveMeetingEvent, MeetingRegister } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Server } from 'socket.io';

/** The rooms of a meeting: its admins (names and individual votes) and everyone taking part (totals only). */
export const liveRooms = (companyId: string, projectId: string) => ({ admin: `company:${companyId}:meeting:${projectId}:admin`, participants: `company:${companyId}:meeting:${projectId}` });

/** How long a meeting's register at its date is reused: the register rarely changes while a meeting runs (docs/decisions.md, "Live general meeting"). */
const registerTtlMs = 60_000;
/** Changes of one meeting within this window reach the clients as one message carrying the state after all of them. */
const coalesceMs = 40;
const contextTtlMs = 5_000;

/**
 * The live meeting's broadcaster in this process: after a change commits, `changed` schedules one snapshot of the
 * meeting for the window's changes and sends it to its rooms (through the adapter, to every process's clients) under
 * the event names of what changed; `snapshot` answers a (re)connecting client from the same work.
 */
export const createLiveHub = ({ orm }: { orm: MikroORM }) => {
  let io: Server | null = null;
  const registers = new Map<string, { at: number; register: Promise<MeetingRegister> }>();
  const pending = new Map<string, Set<LiveMeetingEvent>>();
  const latest = new Map<string, { at: number | null; view: Promise<LiveMeetingAdminView> }>();
  const contexts = new Map<string, { at: number; context: Promise<LiveMeetingContext> }>();

  /** A meeting's context, reused for a few seconds: its agenda and date do not change while it runs. */
  const contextOf = (projectId: string): Promise<LiveMeetingContext> => {
    const cached = contexts.get(projectId);
    if (cached && Date.now() - cached.at < contextTtlMs) return cached.context;
    const context = liveMeetingContext(orm.em.fork(), projectId);
    contexts.set(projectId, { at: Date.now(), context });
    context.catch(() => contexts.delete(projectId));
    return context;
  };

  const registerOf = (em: EntityManager, context: LiveMeetingContext): Promise<MeetingRegister> => {
    const key = `${context.company.id}:${context.meetingDate}`;
    const cached = registers.get(key);
    if (cached && Date.now() - cached.at < registerTtlMs) return cached.register;
    const register = meetingRegisterOf(em, context.company, context.meetingDate);
    registers.set(key, { at: Date.now(), register });
    register.catch(() => registers.delete(key));
    return register;
  };

  const compute = async (projectId: string): Promise<LiveMeetingAdminView> => {
    const em = orm.em.fork();
    const context = await contextOf(projectId);
    return liveMeetingSnapshot({ em, ...context, register: await registerOf(em, context) });
  };

  /**
   * The meeting's state. A client joining while one is computed, or within the window after, shares it: it holds every
   * change committed before it started, and a change after that is broadcast to the client, already in the room.
   */
  const snapshot = (projectId: string): Promise<LiveMeetingAdminView> => {
    const known = latest.get(projectId);
    if (known && (known.at === null || Date.now() - known.at < coalesceMs)) return known.view;
    const entry: { at: number | null; view: Promise<LiveMeetingAdminView> } = { at: null, view: compute(projectId) };
    latest.set(projectId, entry);
    entry.view.then(
      () => (entry.at = Date.now()),
      () => latest.get(projectId) === entry && latest.delete(projectId),
    );
    return entry.view;
  };

  const flush = async (projectId: string) => {
    const events = pending.get(projectId);
    pending.delete(projectId);
    if (!events || !io) return;
    latest.delete(projectId);
    const view = await snapshot(projectId);
    const context = await contextOf(projectId);
    const rooms = liveRooms(context.company.id, projectId);
    const shared = publicLiveMeetingView(view);
    for (const event of events) {
      io.to(rooms.admin).emit(event, view);
      io.to(rooms.participants).emit(event, shared);
    }
  };

  return {
    attach: (server: Server) => {
      io = server;
    },
    registerOf,
    contextOf,
    snapshot,
    /** After a commit: the meeting's clients get its new state under `event`. */
    changed: (projectId: string, event: LiveMeetingEvent) => {
      if (!io) return;
      const events = pending.get(projectId);
      if (events) return void events.add(event);
      pending.set(projectId, new Set([event]));
      setTimeout(() => void flush(projectId).catch((error: unknown) => console.error('live meeting broadcast failed', error)), coalesceMs);
    },
    /** An announcement to everyone in the meeting. */
    announce: (companyId: string, projectId: string, message: string) => {
      const rooms = liveRooms(companyId, projectId);
      io?.to(rooms.participants).to(rooms.admin).emit('announcement', { projectId, message });
    },
  };
};

export type LiveHub = ReturnType<typeof createLiveHub>;
