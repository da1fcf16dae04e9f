import type { EntityManager } from '@mikro-orm/core';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { recordAuditEvent } from '../../platform/audit/record-audit-event';
import { DomainError } from '../../kernel/errors/domain-error';
import type { User } from '../../platform/users/user.entity';
import { loadPublicRegister } from './load-public-register';
import { PublicRegisterLoad } from './public-register-load.entity';
import { publicRegisterLoadView } from './public-register-load-view';
import { headerProblem } from './public-register-row';

/** A running load that has not written progress for this long is taken as dead (its process stopped). */
const staleAfterMs = 60_000;

/** At most this much is read for the header: a file without line breaks is not read whole. */
const headerBytes = 4 * 1024;

const firstLine = async (source: Readable): Promise<string> => {
  const decoder = new StringDecoder('utf8');
  let text = '';
  try {
    for await (const chunk of source) {
      text += decoder.write(chunk as Buffer);
      const end = text.indexOf('\n');
      if (end >= 0) return text.slice(0, end);
      if (text.length > headerBytes) break;
    }
    return text;
  } finally {
    source.destroy();
  }
};

type Options = {
  em: EntityManager;
  actor: User;
  year: number;
  fileName: string;
  fileBytes: number;
  /** Opens the uploaded extract from its start; called twice (the header, then the load). */
  open: () => Readable;
};

/**
 * A super-admin's upload of a year's extract. The header is checked first: a missing BOM or a wrong header refuses
 * the whole file (`publicRegister.missingBom`, `publicRegister.wrongHeader`) with nothing loaded or recorded. A load
 * of the same year still running is `publicRegister.loadRunning`. Otherwise the load is recorded as running and
 * answered at once; `done` settles when it has finished (loaded or failed, see `loadPublicRegister`).
 */
export const startPublicRegisterLoad = async ({ em, actor, year, fileName, fileBytes, open }: Options) => {
  const problem = headerProblem(await firstLine(open()));
  if (problem) throw new DomainError(`publicRegister.${problem}`);
  if (await em.count(PublicRegisterLoad, { year, status: 'running', updatedAt: { $gt: new Date(Date.now() - staleAfterMs) } })) throw new DomainError('publicRegister.loadRunning');
  const load = em.create(PublicRegisterLoad, { year, status: 'running', fileName, fileBytes, startedBy: actor });
  recordAuditEvent({ em, type: 'publicRegister.loadStarted', actor, after: { id: load.id, year, fileName, fileBytes } });
  await em.flush();
  const done = loadPublicRegister({ em: em.fork(), loadId: load.id, year, source: open() });
  return { load: publicRegisterLoadView(load), done };
};
