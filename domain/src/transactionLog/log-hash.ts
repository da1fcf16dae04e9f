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

/** JSON with sorted keys and bigints as strings, so equal content always hashes alike. */
const canonical = (value: unknown): string => {
  if (typeof value === 'bigint') return JSON.stringify(value.toString());
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
};

/** SHA-256 over the previous hash and the entry's whole content, postings included. */
export const hashEntry = (prevHash: string, entry: HashedEntry): string =>
  createHash('sha256').update(prevHash).update(canonical(entry)).digest('hex');
