import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { publicRegisterExtract } from '../../../testing/public-register-extract';
import { publicRegisterCopyRows } from './public-register-copy-rows';

/** The COPY text the rows give, fed in chunks of `chunkSize` bytes (so lines and characters split across chunks). */
const copyText = async (bytes: Uint8Array, chunkSize: number) => {
  const { stream, counts } = publicRegisterCopyRows(2025);
  let out = '';
  const chunks = Array.from({ length: Math.ceil(bytes.length / chunkSize) }, (_, index) => Buffer.from(bytes.subarray(index * chunkSize, (index + 1) * chunkSize)));
  await pipeline(Readable.from(chunks), stream, new Writable({ write: (chunk: Buffer, _encoding, done) => ((out += chunk.toString()), done()) }));
  return { out, counts };
};

describe('the extract as COPY text', () => {
  const rows = [
    ['923609016', 'Nordlys AS', 'Ordinære aksjer', 'Øystein\\Back\tTab', '1980', '0150 OSLO', 'NOR', '600', '1000'],
    ['923609016', 'Nordlys AS', 'Ordinære aksjer', 'Ukjent', '', '', '', '-1', '1000'],
  ];
  it('writes each read row as one escaped COPY line, whatever the chunks, and counts the refused', async () => {
    for (const size of [1, 7, 4096]) {
      const { out, counts } = await copyText(publicRegisterExtract(rows), size);
      expect(out).toBe('2025\t923609016\t2\tNordlys AS\tOrdinære aksjer\tØystein\\\\Back\\tTab\t1980\t\\N\t0150 OSLO\tNO\t600\t1000\n');
      expect(counts).toEqual({ rowsRead: 2, rowsLoaded: 1, rowsRefused: 1, refusalCounts: { negativeShareCount: 1 }, refusedRows: [{ rowNumber: 3, reason: 'negativeShareCount' }] });
    }
  });
  it('fails on a line that never ends', async () => {
    const endless = new Uint8Array([...publicRegisterExtract([]), ...new TextEncoder().encode('9'.repeat(100_000))]);
    await expect(copyText(endless, 8192)).rejects.toMatchObject({ code: 'publicRegister.lineTooLong' });
  });
});
