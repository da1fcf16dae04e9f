import { Unzip, UnzipInflate } from 'fflate';

const marker = '<mergeCell ';

/**
 * Whether a worksheet of an .xlsx declares merged cells, found by inflating only that entry chunk by chunk
 * and looking for its `<mergeCell>` elements (exceljs' streaming reader skips them).
 */
export const hasMergedCells = (data: Uint8Array, path: string): boolean => {
  let found = false;
  let tail = '';
  const decoder = new TextDecoder();
  const unzip = new Unzip((file) => {
    if (file.name !== path) return;
    file.ondata = (error, chunk, final) => {
      if (error || found) return;
      const text = tail + decoder.decode(chunk, { stream: !final });
      found = text.includes(marker);
      tail = text.slice(-marker.length);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  unzip.push(data, true);
  return found;
};
