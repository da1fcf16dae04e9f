import { PDFDocument, StandardFonts } from 'pdf-lib';
import { sealDocument } from '../src/documents/sealing/seal-document';
import { sealingCertificateFor } from '../src/documents/sealing/sealing-certificate';
import { isWalkablePdf } from '../src/documents/file-checks/pdf-walk';
import { mkdtempSync } from 'node:fs';
const doc = await PDFDocument.create();
const font = await doc.embedFont(StandardFonts.Helvetica);
for (let i = 0; i < 3000; i++) { const page = doc.addPage([300, 200]); page.drawText(`Side ${i + 1}`, { x: 40, y: 100, size: 18, font }); }
const bytes = await doc.save();
console.log('bytes', bytes.length);
let t0 = Date.now();
console.log('walk', await isWalkablePdf(bytes), Date.now() - t0);
const certificate = await sealingCertificateFor({ dataDir: mkdtempSync('/tmp/seal-'), p12Path: undefined, passphrase: undefined } as never);
t0 = Date.now();
await sealDocument({ original: bytes, signers: [{ name: 'A', signingMethod: 'AUTH_EMAIL', signedAt: new Date().toISOString(), ipAddress: '1', assertedIdentity: null }], certificate, verifyUrl: 'http://x', language: 'nb' });
console.log('seal', Date.now() - t0);
