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

/** SHA-256 over the previous hash and the entry's whole content, postings included. */
export const hashEntry = (prevHash: string, entry: HashedEntry): string => {
  const hash = createHash('sha256').update(prevHash);
  let pending = '';
  writeCanonical(entry, (text) => {
    pending += text;
    if (pending.length >= 65_536) {
      hash.update(pending);
      pending = '';
    }
  });
  return hash.update(pending).digest('hex');
};
