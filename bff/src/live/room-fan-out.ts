import type { Server } from 'socket.io';

/** Every socket of a live room is also in one of this many shards of it (`shardRoom`), on every process alike. */
export const shardCount = 16;
/** A room with fewer of this process's sockets is written in one emit (one adapter message, not `shardCount`). */
const shardedFrom = 500;

/** The shard of `room` a socket joins besides the room: its id's hash, so each socket is in exactly one. */
export const shardRoom = (room: string, socketId: string) => {
  let hash = 0;
  for (let index = 0; index < socketId.length; index++) hash = (hash * 31 + socketId.charCodeAt(index)) >>> 0;
  return `${room}:shard:${hash % shardCount}`;
};

export type RoomEmit = { room: string; event: string; payload: unknown };
/**
 * A broadcast of one channel (a meeting): its emits in order, and what it covers (`key`) at which `version`: a newer
 * broadcast of the same key carries all an older one does.
 */
export type Broadcast = { key: string; version: bigint; emits: readonly RoomEmit[] };
type Job = Broadcast & { steps: RoomEmit[]; next: number; cpuMicros: number; done: (cpuMs: number) => void };

/**
 * Writes each channel's broadcasts in the order given, one emit per event-loop turn, a big room's emit split into one
 * per shard, so that vote answers and other work go out between the shards of a broadcast to thousands of sockets.
 * Each emit goes through the adapter (every process's sockets of the shard) and is encoded once. A broadcast given
 * while one of the same key and an older version is queued or under way replaces it: the older one's unwritten
 * shards get only the newer one, which starts at the shard the older one had reached (a broadcast older than the one
 * of its key queued is dropped). `send` resolves once its broadcast, or the newer one replacing or dropping it, is
 * written, with the CPU time their writes took.
 */
export const createRoomFanOut = ({ io, shardFrom = shardedFrom }: { io: () => Server | null; shardFrom?: number }) => {
  const channels = new Map<string, Job[]>();

  const stepsOf = (emits: readonly RoomEmit[]) =>
    emits.flatMap((emit) =>
      (io()?.of('/').adapter.rooms.get(emit.room)?.size ?? 0) < shardFrom ? [emit] : Array.from({ length: shardCount }, (_, shard) => ({ ...emit, room: `${emit.room}:shard:${shard}` })),
    );

  const run = (channel: string) => {
    const jobs = channels.get(channel)!;
    const job = jobs[0];
    if (!job) return void channels.delete(channel);
    const step = job.steps[job.next++];
    if (step) {
      const start = process.cpuUsage();
      io()?.to(step.room).emit(step.event, step.payload);
      const { user, system } = process.cpuUsage(start);
      job.cpuMicros += user + system;
    }
    if (job.next >= job.steps.length && jobs[0] === job) {
      jobs.shift();
      job.done(job.cpuMicros / 1_000);
    }
    setImmediate(() => run(channel));
  };

  const send = (channel: string, broadcast: Broadcast) =>
    new Promise<number>((done) => {
      const jobs = channels.get(channel) ?? [];
      const older = jobs.findIndex((job) => job.key === broadcast.key);
      const chained = ({ done: before }: Job) => (cpuMs: number) => (before(cpuMs), done(cpuMs));
      if (older >= 0 && jobs[older]!.version >= broadcast.version) return void (jobs[older]!.done = chained(jobs[older]!));
      const steps = stepsOf(broadcast.emits);
      const [replaced] = older >= 0 ? jobs.splice(older, 1) : [];
      const start = replaced ? replaced.next % Math.max(1, steps.length) : 0;
      jobs.push({ ...broadcast, steps: [...steps.slice(start), ...steps.slice(0, start)], next: 0, cpuMicros: replaced?.cpuMicros ?? 0, done: replaced ? chained(replaced) : done });
      if (!channels.has(channel)) {
        channels.set(channel, jobs);
        setImmediate(() => run(channel));
      }
    });

  return { send };
};
