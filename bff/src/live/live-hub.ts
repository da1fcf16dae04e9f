import { Company, liveMeetingContext, liveMeetingSnapshot, liveMeetingVotes, meetingRegisterOf, Project, publicLiveMeetingView, publicLiveMeetingVotes, type ChangedMeeting, type LiveMeetingContext } from '@andel/domain/server';
import { DomainError, liveMeetingEvents, messagingSocket } from '@andel/domain/shared';
import type { LiveMeetingAdminView, LiveMeetingEvent, MeetingRegister } from '@andel/domain/shared';
import type { EntityManager } from '@mikro-orm/core';
import type { MikroORM } from '@mikro-orm/postgresql';
import type { Server } from 'socket.io';
import { createRoomFanOut, type RoomEmit } from './room-fan-out';
import { createVoteCommitter } from './vote-committer';

/** The rooms of a meeting: its admins (names and individual votes) and everyone taking part (totals only). */
export const liveRooms = (companyId: string, projectId: string) => ({ admin: `company:${companyId}:meeting:${projectId}:admin`, participants: `company:${companyId}:meeting:${projectId}` });

/** The room of a company's messaging: whoever reads its threads on the company's side. */
export const messagingRoom = (companyId: string) => `company:${companyId}:messaging`;

/**
 * How long a meeting's register at its date, and its context (agenda, date), are reused while this process does not hear
 * the database's notifications of their changes; while it does, until one is heard (docs/decisions/platform/jobs.md).
 */
const registerTtlMs = 60_000;
const contextTtlMs = 5_000;
/** A joining client shares a snapshot computed within this window. */
const coalesceMs = 40;
/**
 * A meeting's broadcasts are spaced so that writing them to this process's clients takes a bounded share of its CPU:
 * the next one goes out no sooner than eight times the CPU time the last one's writing took after it (at least 100 ms,
 * at most 1 s; CPU time, so a process waiting for a busy machine's cores does not stretch it). The first change after
 * a quiet spell goes out at once; the changes after it go out together when the gap has passed, as one message
 * carrying the state after all of them. Every message costs a write to every client
 * (docs/decisions/governance/live-votes.md), so a burst's tallies reach a large room a few times a second, measured on
 * this machine rather than guessed from the room's size, while a lone vote's reaches it at once.
 */
const fanOutShare = 8;
const minGapMs = 100;
const maxGapMs = 1_000;
/**
 * A meeting's clients rejoining get every item's tallies again at most this often (`rejoined`). A process's death
 * brings thousands of rejoins over the next seconds; the first resync already holds all the dead process committed,
 * and each costs a write to every client (at 9,000 clients, a resync a second took a third of the survivor's CPU).
 */
const resyncIntervalMs = 10_000;
/** Meetings due within this long after the first one due go out in the same broadcast (their tallies read together). */
const batchSlackMs = 20;

type Changes = { events: Set<LiveMeetingEvent>; itemIds: Set<string>; whole: boolean; due: number };
/** Votes alone, each naming its items: only what they changed is sent. */
const votesOnly = (changes: Changes) => !changes.whole && changes.events.size === 1 && changes.events.has(liveMeetingEvents.voted);

/**
 * The live meeting's broadcaster in this process: after a change commits, `changed` schedules one snapshot of the
 * meeting for the window's changes and sends it to its rooms (through the adapter, to every process's clients) under
 * the event names of what changed; `snapshot` answers a (re)connecting client from the same work.
 */
export const createLiveHub = ({ orm }: { orm: MikroORM }) => {
  let io: Server | null = null;
  const registers = new Map<string, { at: number; register: Promise<MeetingRegister> }>();
  const pending = new Map<string, Changes>();
  /** When each meeting's last broadcast went out, and how long the next waits after it. */
  const lastSent = new Map<string, { at: number; gapMs: number }>();
  const fanOut = createRoomFanOut({ io: () => io });
  /** The one timer of the next broadcast, and when it fires. */
  let timer: { handle: NodeJS.Timeout; at: number } | null = null;
  const latest = new Map<string, { at: number | null; view: Promise<LiveMeetingAdminView> }>();
  const contexts = new Map<string, { at: number; context: Promise<LiveMeetingContext> }>();
  /** Whether this process hears every change of what it caches (`followNotifications`). */
  let notified = false;
  const fresh = (at: number, ttlMs: number) => notified || Date.now() - at < ttlMs;

  /** A meeting's context, reused until it changes. */
  const contextOf = (projectId: string): Promise<LiveMeetingContext> => {
    const cached = contexts.get(projectId);
    if (cached && fresh(cached.at, contextTtlMs)) return cached.context;
    const context = liveMeetingContext(orm.em.fork(), projectId);
    contexts.set(projectId, { at: Date.now(), context });
    context.catch(() => contexts.delete(projectId));
    return context;
  };

  const registerOf = (em: EntityManager, context: LiveMeetingContext): Promise<MeetingRegister> => {
    const key = `${context.company.id}:${context.meetingDate}`;
    const cached = registers.get(key);
    if (cached && fresh(cached.at, registerTtlMs)) return cached.register;
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

  /**
   * Sends a meeting's broadcast to its clients on every process, shard by shard (`room-fan-out.ts`). Its next waits
   * for it to be written (at most `maxGapMs`), then for the gap the CPU time of its writing gives.
   */
  const send = (projectId: string, key: string, version: string, emits: RoomEmit[]) => {
    lastSent.set(projectId, { at: Date.now(), gapMs: maxGapMs });
    void fanOut.send(projectId, { key, version: BigInt(version), emits }).then((cpuMs) => {
      const sent = { at: Date.now(), gapMs: Math.min(maxGapMs, Math.max(minGapMs, fanOutShare * cpuMs)) };
      lastSent.set(projectId, sent);
      const changes = pending.get(projectId);
      if (changes) changes.due = Math.min(changes.due, sent.at + sent.gapMs);
      schedule();
    });
  };

  /** The items' tallies and the representation of every meeting given, read together, each to its rooms. */
  const broadcastVotes = async (meetings: readonly [string, Changes][]) => {
    const contexts = await Promise.allSettled(meetings.map(([projectId]) => contextOf(projectId)));
    const em = orm.em.fork();
    const read: ChangedMeeting[] = [];
    for (const [index, context] of contexts.entries()) {
      if (context.status === 'rejected') console.error('live meeting broadcast failed', context.reason);
      else read.push({ ...context.value, register: await registerOf(em, context.value), itemIds: [...meetings[index]![1].itemIds] });
    }
    const views = await liveMeetingVotes(em, read);
    views.forEach((votes, index) => {
      const rooms = liveRooms(read[index]!.project.company.id, votes.projectId);
      send(votes.projectId, `${liveMeetingEvents.voted}:${votes.items.map((item) => item.itemId).join()}`, votes.version, [
        { room: rooms.admin, event: liveMeetingEvents.voted, payload: votes },
        { room: rooms.participants, event: liveMeetingEvents.voted, payload: publicLiveMeetingVotes(votes) },
      ]);
    });
  };

  /** Any other change sends the whole state under each event's name. */
  const broadcastWhole = async (projectId: string, changes: Changes) => {
    const context = await contextOf(projectId);
    const rooms = liveRooms(context.company.id, projectId);
    const view = await snapshot(projectId);
    const shared = publicLiveMeetingView(view);
    const events = [...changes.events].sort();
    send(projectId, events.join(), view.version, events.flatMap((event) => [
      { room: rooms.admin, event, payload: view },
      { room: rooms.participants, event, payload: shared },
    ]));
  };

  /**
   * The meetings whose window has ended (and those ending within `batchSlackMs` after) are broadcast together: the
   * votes' changes of all of them from one set of queries, each other change as the meeting's whole state.
   */
  const flush = async () => {
    timer = null;
    const now = Date.now();
    const due = [...pending].filter(([, changes]) => changes.due <= now + batchSlackMs);
    for (const [projectId, sent] of lastSent) if (now > sent.at + sent.gapMs) lastSent.delete(projectId);
    for (const [projectId] of due) {
      pending.delete(projectId);
      latest.delete(projectId);
    }
    schedule();
    if (!io) return;
    const failed = (error: unknown) => console.error('live meeting broadcast failed', error);
    await Promise.all([
      broadcastVotes(due.filter(([, changes]) => votesOnly(changes))).catch(failed),
      ...due.filter(([, changes]) => !votesOnly(changes)).map(([projectId, changes]) => broadcastWhole(projectId, changes).catch(failed)),
    ]);
  };

  /** The timer for the earliest window pending, unless one fires before it. */
  const schedule = () => {
    if (!pending.size) return;
    const at = Math.min(...[...pending.values()].map((changes) => changes.due));
    if (timer && timer.at <= at) return;
    if (timer) clearTimeout(timer.handle);
    timer = { handle: setTimeout(() => void flush(), Math.max(0, at - Date.now())), at };
  };

  /**
   * The meeting's context for a request of its company, on the request's entity manager (the project and company as
   * its references): a project of another company is `notFound`, as a missing one is.
   */
  const contextFor = async (em: EntityManager, projectId: string, company?: Company): Promise<LiveMeetingContext> => {
    const context = await contextOf(projectId);
    if (company && context.company.id !== company.id) throw new DomainError('notFound');
    return { ...context, project: em.getReference(Project, context.project.id), company: company ?? em.getReference(Company, context.company.id) };
  };

  /** After a commit: the meeting's clients get its new state under `event` (votes name the items voted on; none: the whole state). */
  const changed = (projectId: string, event: LiveMeetingEvent, itemIds: readonly string[] = []) => {
    if (!io) return;
    const changes = pending.get(projectId);
    const whole = itemIds.length === 0;
    if (changes) {
      changes.events.add(event);
      changes.whole ||= whole;
      for (const itemId of itemIds) changes.itemIds.add(itemId);
      return;
    }
    const sent = lastSent.get(projectId);
    const due = Math.max(Date.now(), sent ? sent.at + sent.gapMs : 0);
    pending.set(projectId, { events: new Set([event]), itemIds: new Set(itemIds), whole, due });
    schedule();
  };

  /** When each meeting's next resync may go, and the meetings with one waiting for that. */
  const resyncs = new Map<string, { next: number; waiting: boolean }>();
  /**
   * A client of the meeting rejoined after losing its connection: its server may have died between a commit and its
   * broadcast, so every client gets every item's tallies again, read after the rejoin: at once for the first rejoin,
   * then at most once every `resyncIntervalMs`, a rejoin in between getting one at the interval's end (another
   * process may have died meanwhile).
   */
  const rejoined = (projectId: string) => {
    const resync = resyncs.get(projectId) ?? { next: 0, waiting: false };
    resyncs.set(projectId, resync);
    const now = Date.now();
    if (now < resync.next) {
      if (!resync.waiting) setTimeout(() => ((resync.waiting = false), rejoined(projectId)), resync.next - now).unref();
      resync.waiting = true;
      return;
    }
    resync.next = now + resyncIntervalMs;
    contextOf(projectId).then((context) => changed(projectId, liveMeetingEvents.voted, context.agenda.itemIds), () => undefined);
  };

  /** A change notified by the database (`meeting:<project id>`, `register:<company id>`; null: anything may have changed). */
  const invalidate = (topic: string | null) => {
    const [kind, id] = topic?.split(':') ?? [];
    if (topic === null || kind === 'meeting') for (const projectId of topic === null ? [...contexts.keys()] : [id!]) {
      contexts.delete(projectId);
      latest.delete(projectId);
    }
    if (topic === null || kind === 'register') for (const key of registers.keys()) if (topic === null || key.startsWith(`${id}:`)) registers.delete(key);
  };

  return {
    attach: (server: Server) => {
      io = server;
    },
    invalidate,
    rejoined,
    /** While on, the caches are trusted until `invalidate`; off (no listener), they expire after a few seconds. */
    followNotifications: (on: boolean) => {
      notified = on;
    },
    registerOf,
    contextOf,
    contextFor,
    snapshot,
    changed,
    /** A call's votes, group-committed with the meeting's other votes arriving meanwhile; answered after the commit. */
    castVotes: createVoteCommitter({ orm, contextOf, registerOf, committed: (projectId, itemIds) => changed(projectId, liveMeetingEvents.voted, itemIds) }),
    /** A recipient wrote in the company's messaging: its console fetches threads and counts again (`messaging-socket.ts`). */
    messagingChanged: (companyId: string) => io?.of(messagingSocket.namespace).to(messagingRoom(companyId)).emit(messagingSocket.changed),
    /** An announcement to everyone in the meeting. */
    announce: (companyId: string, projectId: string, message: string) => {
      const rooms = liveRooms(companyId, projectId);
      io?.to(rooms.participants).to(rooms.admin).emit('announcement', { projectId, message });
    },
  };
};

export type LiveHub = ReturnType<typeof createLiveHub>;
