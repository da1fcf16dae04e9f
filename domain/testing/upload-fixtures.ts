import { constants, createDeflate, deflateSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A PDF of objects (body strings by number 1..n), with a correct cross-reference table. */
const pdfOf = (objects: (string | Buffer)[]): Uint8Array => {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, index) => {
    const part = Buffer.concat([Buffer.from(`${index + 1} 0 obj\n`), Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'), Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(part);
    length += part.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`, ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`)].join('');
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
};

const stream = (dictionary: string, data: Buffer) => Buffer.concat([Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);

/** A one-page PDF showing `text` (Helvetica), small and valid: what an archive upload test sends. */
export const samplePdf = (text = 'Andel'): Uint8Array => {
  const content = deflateSync(Buffer.from(`BT /F1 24 Tf 40 100 Td (${text.replace(/[()\\]/g, '')}) Tj ET`));
  return pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    stream('/Filter /FlateDecode', content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
};

/** Zeros deflated as a zlib stream (PDF's FlateDecode) without ever holding them: about 1 KiB per MiB. */
const deflatedZeros = async (size: number): Promise<Buffer> => {
  const deflate = createDeflate({ level: 9, strategy: constants.Z_RLE });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const block = Buffer.alloc(8 * 1024 * 1024);
  for (let left = size; left > 0; left -= block.length) {
    if (!deflate.write(left >= block.length ? block : block.subarray(0, left))) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat(chunks);
};

/** A PDF bomb: a valid-looking one-page PDF whose content stream inflates to `inflatedBytes` (a few hundred KiB on the wire). */
export const pdfBomb = async (inflatedBytes: number): Promise<Uint8Array> =>
  pdfOf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R >>',
    stream('/Filter /FlateDecode', await deflatedZeros(inflatedBytes)),
  ]);

/** A PDF declaring `count` objects (each tiny): the other kind of bomb. */
export const pdfWithObjects = (count: number): Uint8Array =>
  pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [] /Count 0 >>', ...Array.from({ length: count }, () => 'null')]);

/** A valid PDF of `pages` numbered pages: heavy enough (thousands) that sealing it takes seconds. */
export const manyPagePdf = async (pages: number): Promise<Uint8Array> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let number = 1; number <= pages; number++) pdf.addPage([300, 200]).drawText(`Side ${number}`, { x: 40, y: 100, size: 18, font });
  return pdf.save();
};

/** PDFs a reader cannot walk (pdf-lib recurses or loops on them): a page tree whose kid is its own parent, an array nested `depth` deep, a page tree declaring a billion pages. */
export const unwalkablePdfs = {
  cyclicPageTree: () => pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', '<< /Type /Pages /Parent 2 0 R /Kids [2 0 R] /Count 1 >>']),
  deepArray: (depth = 200_000) => pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>', `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Deep ${'['.repeat(depth)}${']'.repeat(depth)} >>`]),
  absurdCount: () => pdfOf(['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1000000000 >>', '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] >>']),
};

/** A Windows executable's first bytes (`MZ` and a PE pointer): what a renamed `.exe` looks like. */
export const windowsExecutable = (): Uint8Array => {
  const data = Buffer.alloc(256);
  data.write('MZ', 0, 'latin1');
  data.writeUInt32LE(128, 0x3c);
  data.write('PE\0\0', 128, 'latin1');
  return new Uint8Array(data);
};

/** A PNG header declaring `width` × `height` (signature and IHDR; what type and dimension checks read). */
export const pngOfSize = (width: number, height: number): Uint8Array => {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.writeUInt8(8, 16);
  ihdr.writeUInt8(6, 17);
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ihdr, Buffer.alloc(12)]));
};

const officeMain = { docx: ['word', 'wordprocessingml.document'], xlsx: ['xl', 'spreadsheetml.sheet'] } as const;

/** A minimal Office Open XML package (`docx` or `xlsx`) whose content types name the main part, as Office writes them. */
export const officeOpenXml = (kind: keyof typeof officeMain): Uint8Array => {
  const [folder, main] = officeMain[kind];
  return zipSync({
    '[Content_Types].xml': strToU8(`<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${folder}/main.xml" ContentType="application/vnd.openxmlformats-officedocument.${main}.main+xml"/></Types>`),
    [`${folder}/main.xml`]: strToU8('<x/>'),
  });
};
