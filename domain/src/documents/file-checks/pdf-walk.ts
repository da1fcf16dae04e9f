import { Worker } from 'node:worker_threads';

/**
 * What a PDF must be for us to walk it as sealing does (pdf-lib): every object parses, the page tree is a tree (no
 * cycle) no deeper than `maxTreeDepth`, holds 1 to `maxPages` pages, and each node's /Count is the number of pages
 * under it. The walk runs in a worker thread with its own small heap and stack, stopped after `timeoutMs`, so a
 * hostile file costs a bounded time off the event loop and can never take the process down.
 */
export const pdfWalkLimits = { maxTreeDepth: 64, maxPages: 20_000, timeoutMs: 10_000, heapMb: 256, stackMb: 4 };
type PdfWalkLimits = typeof pdfWalkLimits;

/** Walks at once in this process; more wait their turn, so a burst of uploads costs at most this many workers. */
const concurrentWalks = 2;
let running = 0;
const waiting: (() => void)[] = [];

const turn = async (): Promise<() => void> => {
  if (running >= concurrentWalks) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
};

const walkInWorker = (data: Uint8Array, limits: PdfWalkLimits): Promise<boolean> =>
  new Promise((resolve) => {
    const worker = new Worker(new URL('./pdf-walk.worker.ts', import.meta.url), {
      workerData: { data, maxTreeDepth: limits.maxTreeDepth, maxPages: limits.maxPages },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, stackSizeMb: limits.stackMb },
      execArgv: [],
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => void worker.terminate(), limits.timeoutMs);
    let walkable = false;
    worker.on('message', (answer: boolean) => (walkable = answer));
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      clearTimeout(timer);
      resolve(walkable);
    });
  });

/** Whether pdf-lib can walk the PDF within the limits above. */
export const isWalkablePdf = async (data: Uint8Array, limits: PdfWalkLimits = pdfWalkLimits): Promise<boolean> => {
  const done = await turn();
  try {
    return await walkInWorker(data, limits);
  } finally {
    done();
  }
};
