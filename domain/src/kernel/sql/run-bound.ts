import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';

/**
 * Runs one statement with bound parameters (`$1`, `$2`, …) on the entity manager's own connection, its
 * transaction's when it has one (under load every pooled connection may be waiting on a lock). MikroORM's
 * `execute` writes parameters into the statement's text instead, which for long lists and texts costs copies
 * of megabytes.
 */
export const runBound = async <Row = Record<string, unknown>>(tx: EntityManager, query: string, parameters: readonly unknown[]): Promise<Row[]> =>
  (await (tx as SqlEntityManager).getKysely().executeQuery<Row>(CompiledQuery.raw(query, [...parameters]))).rows;
