// Runs in a worker thread (node:worker_threads) under Node's own type stripping: erasable TypeScript only, no imports but packages.
import { parentPort, workerData } from 'node:worker_threads';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRef } from 'pdf-lib';

type WalkRequest = { data: Uint8Array; maxTreeDepth: number; maxPages: number };

class Unwalkable extends Error {}

/** Counts the pages under a page-tree node, refusing a cycle, a tree deeper than allowed, too many pages, or a /Count that is not the number of pages under it. */
const leavesUnder = (pdf: PDFDocument, node: PDFDict, depth: number, seen: Set<PDFDict>, limits: WalkRequest, counted: { pages: number }): number => {
  if (seen.has(node) || depth > limits.maxTreeDepth) throw new Unwalkable();
  seen.add(node);
  const type = node.lookup(PDFName.of('Type'));
  if (type === PDFName.of('Page')) {
    if (++counted.pages > limits.maxPages) throw new Unwalkable();
    return 1;
  }
  if (type !== PDFName.of('Pages')) throw new Unwalkable();
  const kids = node.lookup(PDFName.of('Kids'), PDFArray);
  let leaves = 0;
  for (let index = 0; index < kids.size(); index++) {
    const kid = kids.get(index);
    const kidNode = kid instanceof PDFRef ? pdf.context.lookup(kid) : kid;
    if (!(kidNode instanceof PDFDict)) throw new Unwalkable();
    leaves += leavesUnder(pdf, kidNode, depth + 1, seen, limits, counted);
  }
  if (node.lookup(PDFName.of('Count'), PDFNumber).asNumber() !== leaves) throw new Unwalkable();
  return leaves;
};

const walk = async ({ data, maxTreeDepth, maxPages }: WalkRequest): Promise<boolean> => {
  try {
    const pdf = await PDFDocument.load(data, { updateMetadata: false, throwOnInvalidObject: true });
    const root = pdf.catalog.lookup(PDFName.of('Pages'), PDFDict);
    return leavesUnder(pdf, root, 0, new Set(), { data, maxTreeDepth, maxPages }, { pages: 0 }) > 0;
  } catch {
    return false;
  }
};

parentPort!.postMessage(await walk(workerData as WalkRequest));
