import { createHash } from 'node:crypto';

/** The hash every company's chain starts from. */
export const genesisHash = '0'.repeat(64);

export type HashedPosting = { shareholderId: string | null; shareTypeId: string; quantity: bigint; numberFrom: bigint; numberTo: bigint };

export type HashedEntry = {
  sequence: number;
  type: string;
  transactionDate: Date;
  payload: unknown;
  effects: unknown;
  isPending: boolean;
  correctsId: string | null;
  correction: string | null;
  postings: readonly HashedPosting[];
};

/**
 * JSON with sorted keys and bigints as strings, so equal content always hashes alike. Written piece by piece:
 * an entry of 100,000 holders would otherwise be built as one string of tens of megabytes.
 */
const writeCanonical = (value: unknown, write: (text: string) => void): void => {
  if (typeof value === 'bigint') return write(JSON.stringify(value.toString()));
  if (value instanceof Date) return write(JSON.stringify(value.toISOString()));
  if (Array.isArray(value)) {
    write('[');
    value.forEach((item, index) => {
      if (index > 0) write(',');
      writeCanonical(item, write);
    });
    return write(']');
  }
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    write('{');
    Object.keys(record)
      .sort()
      .filter((key) => record[key] !== undefined)
      .forEach((key, index) => {
        write(`${index > 0 ? ',' : ''}${JSON.stringify(key)}:`);
        writeCanonical(record[key], write);
      });
    return write('}');
  }
  write(JSON.stringify(value ?? null));
};

/**
 * A posting as `writeCanonical` writes it (its keys sorted), without the generic walk: an import's entry has hundreds
 * of thousands of postings, and the walk sorted the same five keys for each.
 */
const writePosting = ({ numberFrom, numberTo, quantity, shareTypeId, shareholderId }: HashedPosting, write: (text: string) => void) =>
  write(`{"numberFrom":"${numberFrom}","numberTo":"${numberTo}","quantity":"${quantity}","shareTypeId":${JSON.stringify(shareTypeId)},"shareholderId":${JSON.stringify(shareholderId)}}`);

/** An entry's keys in canonical (sorted) order. */
const entryKeys = ['correction', 'correctsId', 'effects', 'isPending', 'payload', 'postings', 'sequence', 'transactionDate', 'type'] as const satisfies readonly (keyof HashedEntry)[];

/** SHA-256 over the previous hash and the entry's whole content, postings included. */
export const hashEntry = (prevHash: string, entry: HashedEntry): string => {
  const hash = createHash('sha256').update(prevHash);
  let pending = '';
  const write = (text: string) => {
    pending += text;
    if (pending.length >= 65_536) {
      hash.update(pending);
      pending = '';
    }
  };
  // The canonical form of the entry as a record (`writeCanonical`), its postings written by `writePosting`.
  write('{');
  entryKeys.forEach((key, index) => {
    write(`${index > 0 ? ',' : ''}"${key}":`);
    if (key !== 'postings') return writeCanonical(entry[key], write);
    write('[');
    entry.postings.forEach((posting, at) => {
      if (at > 0) write(',');
      writePosting(posting, write);
    });
    write(']');
  });
  write('}');
  return hash.update(pending).digest('hex');
};
