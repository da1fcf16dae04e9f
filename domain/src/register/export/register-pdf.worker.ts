import { once } from 'node:events';
import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import type { ExportContent } from '../import/import.schemas';
import type { ExportHolder, RegisterExport } from './collect-register-export';
import { writeRegisterPdf } from './write-register-pdf';

/** What the event loop hands the worker: the register without its holders, which it asks for a page at a time on `rows`. */
export type RegisterPdfTask = { register: Omit<RegisterExport, 'holders'>; content: ExportContent; rows: MessagePort; bytes: MessagePort };
/** The worker's questions on `rows` (true: from the first holder again) and the answers (a page, null at the end, or why the read failed). */
export type RowsRequest = boolean;
export type RowsAnswer = ExportHolder[] | null | { failed: string };
/** The PDF's bytes on `bytes`, in blocks, then null; each block answered by 'ack' once written (or 'abort'). */
export type BytesMessage = Uint8Array | null;

const blockSize = 256 * 1024;
/** Blocks sent and not yet written: the worker waits when the response is this far behind (flat memory). */
const blocksAhead = 4;

const holdersFrom = (port: MessagePort) =>
  async function* (): AsyncIterable<ExportHolder> {
    for (let restart = true; ; restart = false) {
      port.postMessage(restart satisfies RowsRequest);
      const [answer] = (await once(port, 'message')) as [RowsAnswer];
      if (answer === null) return;
      if (!Array.isArray(answer)) throw new Error(answer.failed);
      yield* answer;
    }
  };

/** A sink that posts the PDF in blocks and waits while the receiver is `blocksAhead` blocks behind. */
const bytesTo = (port: MessagePort) => {
  let pending: Buffer[] = [];
  let size = 0;
  let unanswered = 0;
  let aborted = false;
  let wake: (() => void) | undefined;
  port.on('message', (answer: 'ack' | 'abort') => {
    unanswered--;
    if (answer === 'abort') aborted = true;
    wake?.();
  });
  const flush = async () => {
    if (size === 0) return;
    const block = new Uint8Array(Buffer.concat(pending, size));
    pending = [];
    size = 0;
    port.postMessage(block satisfies BytesMessage, [block.buffer]);
    unanswered++;
    while (unanswered >= blocksAhead && !aborted) await new Promise<void>((resolve) => (wake = resolve));
    if (aborted) throw new Error('The export was abandoned');
  };
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      size += chunk.length;
      if (size < blockSize) return done();
      flush().then(() => done(), done);
    },
    final(done) {
      flush().then(() => {
        port.postMessage(null satisfies BytesMessage);
        done();
      }, done);
    },
  });
};

/** Piscina's task: the register's PDF written in this worker, its rows asked for and its bytes posted back. */
export default async function writeRegisterPdfTask({ register, content, rows, bytes }: RegisterPdfTask): Promise<void> {
  try {
    await writeRegisterPdf({ ...register, holders: holdersFrom(rows) }, content, bytesTo(bytes));
  } finally {
    rows.close();
    bytes.close();
  }
}
