import { fileURLToPath } from 'node:url';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl = fileURLToPath(new URL('./standard_fonts/', import.meta.resolve('pdfjs-dist/package.json')));

/** A PDF's text, one string per page, for tests that read generated documents back. */
export const pdfText = async (data: Uint8Array): Promise<string[]> => {
  const task = getDocument({ data: new Uint8Array(data), standardFontDataUrl });
  const document = await task.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' ').replace(/\s+/g, ' '));
  }
  await task.destroy();
  return pages;
};
