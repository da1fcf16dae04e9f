// Generates a public shareholder register extract in Skatteetaten's format (UTF-8 with BOM, `;`-separated, the
// header), streamed to a file: one company with `bigHolders` holders, the rest of the rows spread over companies of
// 1 to 20 holders each. Persons with birth years, company holders with organisation numbers, foreign holders whose
// `Postnr/sted` holds a `;`, names with an unbalanced `"`, classes as text or an ISIN, and one refused row in 10,000.
import { byteOrderMark, publicRegisterHeader } from '@andel/domain/server';
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';

const weights = [3, 2, 7, 6, 5, 4, 3, 2];

/** The organisation numbers from a prefix upward whose check digit exists (remainder 1 has none). */
export function* organisationNumbers(firstPrefix: number): Generator<string> {
  for (let prefix = firstPrefix; ; prefix++) {
    const digits = String(prefix).padStart(8, '0');
    const remainder = weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0) % 11;
    if (remainder !== 1) yield `${digits}${(11 - remainder) % 11}`;
  }
}

const classes = ['Ordinære aksjer', 'A-aksjer', 'B-aksjer', 'NO0010096985'];

const holderRow = (orgNo: string, company: string, shareClass: string, index: number, companyShares: number) => {
  const kind = index % 20;
  if (kind === 0) return [orgNo, company, shareClass, `Holder ${index} AS`, '914778271', '0150 OSLO', 'NOR', '100', String(companyShares)];
  if (kind === 1) return [orgNo, company, shareClass, `Hans "H ${index} Jensen`, String(1940 + (index % 60)), 'DK-2100 KØBENHAVN', ' ØSTERBRO', 'DNK', '100', String(companyShares)];
  if (index % 10_000 === 7) return [orgNo, company, shareClass, `Refused ${index}`, '2999', '0150 OSLO', 'NOR', '100', String(companyShares)];
  return [orgNo, company, shareClass, `Person${index} Nordmann`, String(1940 + (index % 60)), `${String(index % 9000 + 1000)} OSLO`, index % 2 ? 'NOR' : 'NO', '100', String(companyShares)];
};

/** Writes `rows` data rows to `path`; answers the big company's organisation number. */
export const writePublicRegisterExtract = async (path: string, rows: number, bigHolders: number): Promise<string> => {
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  const numbers = organisationNumbers(81_000_000);
  const big = numbers.next().value!;
  await write(`${byteOrderMark}${publicRegisterHeader}\r\n`);
  let buffer = '';
  const flush = async () => {
    await write(buffer);
    buffer = '';
  };
  let written = 0;
  for (; written < Math.min(bigHolders, rows); written++) {
    buffer += holderRow(big, 'Storeier ASA', 'Ordinære aksjer', written, bigHolders * 100).join(';') + '\r\n';
    if (buffer.length > 1 << 20) await flush();
  }
  while (written < rows) {
    const orgNo = numbers.next().value!;
    const holders = Math.min(rows - written, 1 + (written % 20));
    const shareClass = classes[written % classes.length]!;
    for (let i = 0; i < holders; i++, written++) buffer += holderRow(orgNo, `Selskap ${orgNo} AS`, shareClass, written, holders * 100).join(';') + '\r\n';
    if (buffer.length > 1 << 20) await flush();
  }
  await flush();
  out.end();
  await once(out, 'finish');
  return big;
};
