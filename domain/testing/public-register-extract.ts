import { byteOrderMark, publicRegisterHeader } from '../src/register/public-register/public-register-row';

/** A small public register extract as bytes: UTF-8 with a BOM (unless `bom: false`), the header, then each row's fields joined by `;`. */
export const publicRegisterExtract = (rows: readonly (readonly string[])[], { bom = true, header = publicRegisterHeader } = {}): Uint8Array =>
  new TextEncoder().encode(`${bom ? byteOrderMark : ''}${[header, ...rows.map((row) => row.join(';'))].join('\r\n')}\r\n`);
