import mammoth from 'mammoth';
import { DomainError } from '../../kernel/errors/domain-error';

/** The largest file of articles read: a few pages of text, with room for a .docx's styles and a logo. */
export const articlesFileMaxBytes = 5 * 1024 * 1024;

const isZip = (data: Uint8Array) => data[0] === 0x50 && data[1] === 0x4b;

/**
 * The text of an uploaded file of articles: a Word document (.docx, read with mammoth, one line per paragraph) or
 * plain UTF-8 text. Anything else, or a file too large, is `articles.importUnreadable`.
 */
export const articlesFileText = async ({ data, fileName }: { data: Uint8Array; fileName: string }): Promise<string> => {
  if (data.byteLength > articlesFileMaxBytes) throw new DomainError('articles.importUnreadable');
  if (isZip(data)) {
    const result = await mammoth.extractRawText({ buffer: Buffer.from(data) }).catch(() => null);
    if (!result) throw new DomainError('articles.importUnreadable');
    return result.value.replace(/\n\n/g, '\n');
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  if (/\.docx?$/i.test(fileName) || text.includes('\u0000')) throw new DomainError('articles.importUnreadable');
  return text;
};
