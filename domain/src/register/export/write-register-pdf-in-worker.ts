import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ExportContent } from '../import/import.schemas';
import type { ExportHolder, RegisterExport } from './collect-register-export';
import { exportLimits } from './export-limits';
import type { BytesMessage, RegisterPdfTask, RowsAnswer, RowsRequest } from './register-pdf.worker';

const pageSize = 1_000;

let pool: Piscina | undefined;
/** The PDF workers: as many as exports may run at once in this process, started when first needed and ended when idle. */
const pdfPool = () =>
  (pool ??= new Piscina({
    filename: new URL('./register-pdf.worker.mjs', import.meta.url).href,
    maxThreads: exportLimits().perProcess,
    minThreads: 0,
    idleTimeout: 300_000,
    // The task waits on its message ports: the worker's event loop must run between its turns.
    atomics: 'disabled',
  }));

async function* inPages(holders: AsyncIterable<ExportHolder>) {
  let page: ExportHolder[] = [];
  for await (const holder of holders) {
    page.push(holder);
    if (page.length === pageSize) yield page.splice(0);
  }
  if (page.length) yield page;
}

/** Writes a block to `stream`, waiting while it is full; false when the reader has gone. */
const written = async (stream: Writable, block: Uint8Array) => {
  if (stream.destroyed) return false;
  if (stream.write(block)) return true;
  await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
  return !stream.destroyed;
};

/**
 * `writeRegisterPdf` in a worker thread, so laying out and drawing a large register does not hold up other requests.
 * The holders are read here (in the caller's transaction) and handed over a page at a time as the worker asks for them,
 * twice (measured, then drawn); the PDF comes back in blocks written to `stream`, the worker waiting while the reader
 * is behind, so memory stays flat on both sides.
 */
export const writeRegisterPdfInWorker = async (data: RegisterExport, content: ExportContent, stream: Writable): Promise<void> => {
  const { holders, ...register } = data;
  const rows = new MessageChannel();
  const bytes = new MessageChannel();
  let pages: AsyncIterator<ExportHolder[]> | undefined;
  // The next page is read while the worker draws the one it has.
  let ahead: Promise<IteratorResult<ExportHolder[]>> | undefined;
  let readFailure: unknown;
  rows.port1.on('message', (restart: RowsRequest) => {
    const readAhead = (from: AsyncIterator<ExportHolder[]>) => {
      ahead = from.next();
      // Its failure is answered when the worker asks for it.
      ahead.catch(() => undefined);
    };
    if (restart || !pages) readAhead((pages = inPages(holders())[Symbol.asyncIterator]()));
    const answer = ahead!;
    const reading = pages;
    answer.then((next) => !next.done && reading === pages && readAhead(reading), () => undefined);
    answer.then(
      (next) => rows.port1.postMessage((next.done ? null : next.value) satisfies RowsAnswer),
      (error: unknown) => {
        readFailure = error;
        rows.port1.postMessage({ failed: String(error) } satisfies RowsAnswer);
      },
    );
  });
  let writing = Promise.resolve();
  const ended = new Promise<void>((resolve) =>
    bytes.port1.on('message', (block: BytesMessage) => {
      writing = writing.then(async () => {
        if (block === null) return resolve();
        bytes.port1.postMessage((await written(stream, block)) ? 'ack' : 'abort');
      });
    }),
  );
  try {
    const task: RegisterPdfTask = { register, content, rows: rows.port2, bytes: bytes.port2 };
    await pdfPool().run(task, { transferList: [rows.port2, bytes.port2] });
    await ended;
    await writing;
  } catch (error) {
    throw readFailure ?? error;
  } finally {
    rows.port1.close();
    bytes.port1.close();
  }
  stream.end();
  if (!stream.writableFinished) await once(stream, 'finish');
};
