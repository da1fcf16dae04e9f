import type { EntityManager } from '@mikro-orm/core';
import type { Company } from '../../platform/companies/company.entity';
import { lockRegisterHeadFacts, type HeadFacts } from './append-log-entry';

/** An append's work under the company's register lock, in the transaction it is given. */
export type UnderRegisterLock<T> = (tx: EntityManager, head: HeadFacts) => Promise<T>;

type Waiting = { date: Date; work: UnderRegisterLock<unknown>; resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** At most this many appends share a transaction, so the lock is never held for long. */
const batchLimit = 50;

/** The appends waiting, per database (the ORM's configuration, shared by its forks) and company. */
const waitingByDatabase = new WeakMap<object, Map<string, Waiting[]>>();

const lockedTransaction = <T>(em: EntityManager, company: Company, run: (tx: EntityManager, head: HeadFacts) => Promise<T>) =>
  em.fork().transactional(async (tx) => run(tx, await lockRegisterHeadFacts(tx, company)));

/**
 * One transaction for the whole batch, in date order (so concurrent clients' entries rarely arrive back-dated).
 * Any failure rolls all of it back and each append runs again alone: one refused append never takes the
 * others with it, and none is half-written.
 */
const record = async (em: EntityManager, company: Company, batch: Waiting[]) => {
  batch.sort((a, b) => a.date.getTime() - b.date.getTime());
  try {
    const results = await lockedTransaction(em, company, async (tx, head) => {
      const done: unknown[] = [];
      for (const { work } of batch) done.push(await work(tx, head));
      return done;
    });
    batch.forEach((waiting, index) => waiting.resolve(results[index]));
  } catch (error) {
    if (batch.length === 1) return batch[0]!.reject(error);
    for (const waiting of batch) await lockedTransaction(em, company, waiting.work).then(waiting.resolve, waiting.reject);
  }
};

const drain = async (em: EntityManager, company: Company, queues: Map<string, Waiting[]>, queue: Waiting[]) => {
  while (queue.length > 0) await record(em, company, queue.splice(0, batchLimit));
  queues.delete(company.id);
};

/**
 * Runs `work` under the company's register lock. Appends of one company are serialised by that lock anyway;
 * within this process they wait here instead, and the appends that arrived while a transaction held the lock
 * share the next one: one begin, lock and commit for all of them. Other processes still meet at the lock.
 */
export const inRegisterTurn = <T>(em: EntityManager, company: Company, date: Date, work: UnderRegisterLock<T>): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const queues = waitingByDatabase.get(em.config) ?? new Map<string, Waiting[]>();
    waitingByDatabase.set(em.config, queues);
    const waiting: Waiting = { date, work, resolve: resolve as (value: unknown) => void, reject };
    const queue = queues.get(company.id);
    if (queue) return void queue.push(waiting);
    const started = [waiting];
    queues.set(company.id, started);
    void drain(em, company, queues, started);
  });
