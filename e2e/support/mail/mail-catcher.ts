import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { mailDir, smtpPort } from './mail-settings';

/**
 * Playwright global setup: a local SMTP server that the e2e server delivers its outbox to (SMTP_URL points here);
 * each message lands as one .eml file, so specs in the worker processes can read what a person would receive.
 */
export default async function startMailCatcher() {
  await rm(mailDir, { recursive: true, force: true });
  await mkdir(mailDir, { recursive: true });
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received += 1;
        // Written aside and renamed: a reader never sees half an email (the mailbox keeps what it has parsed).
        const file = join(mailDir, `${String(received).padStart(5, '0')}.eml`);
        writeFile(`${file}.part`, Buffer.concat(chunks)).then(() => rename(`${file}.part`, file)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(smtpPort, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
