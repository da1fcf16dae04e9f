import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { mailDir } from './mail-settings';

const recipients = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((address) => address.value.map((entry) => entry.address?.toLowerCase()));

/** Every email parsed once: late in a run the folder holds hundreds, many with PDFs. */
const parsedFiles = new Map<string, Promise<ParsedMail>>();
const parsedFile = (file: string) => parsedFiles.get(file) ?? parsedFiles.set(file, readFile(join(mailDir, file)).then((bytes) => simpleParser(bytes))).get(file)!;

const messagesTo = async (email: string) => {
  const files = (await readdir(mailDir)).filter((file) => file.endsWith('.eml')).sort();
  const parsed = await Promise.all(files.map(parsedFile));
  return parsed.filter((mail) => recipients(mail).includes(email.toLowerCase()));
};

/** Waits for the newest email to `email` and returns it; the outbox is delivered within seconds of the commit (a minute allowed on a loaded machine). */
export const latestEmailTo = async (email: string): Promise<ParsedMail> => {
  let latest: ParsedMail | undefined;
  await expect
    .poll(async () => {
      latest = (await messagesTo(email)).at(-1);
      return latest !== undefined;
    }, { timeout: 60_000, message: `an email to ${email}` })
    .toBe(true);
  return latest!;
};

/** Waits for the newest email to `email` that `matches` (when an earlier one may already be there) and returns it. */
const latestEmailWhere = async (email: string, matches: (mail: ParsedMail) => boolean, what: string): Promise<ParsedMail> => {
  let found: ParsedMail | undefined;
  await expect
    .poll(async () => {
      found = (await messagesTo(email)).filter(matches).at(-1);
      return found !== undefined;
    }, { timeout: 60_000, message: `an email to ${email} about ${what}` })
    .toBe(true);
  return found!;
};

/** The newest email to `email` whose text contains `text` (a meeting's name, say). */
export const latestEmailToAbout = (email: string, text: string) => latestEmailWhere(email, (mail) => mail.text?.includes(text) ?? false, text);

/** The newest email to `email` whose subject contains `subject`. */
export const latestEmailWithSubject = (email: string, subject: string) => latestEmailWhere(email, (mail) => mail.subject?.includes(subject) ?? false, subject);

/** The first link in an email's text that starts with `path` on the app's own address. */
export const linkIn = (mail: ParsedMail, path: string): string => {
  const link = mail.text?.match(new RegExp(`https?://[^\\s]+${path}[^\\s]*`))?.[0];
  expect(link, `a ${path} link in "${mail.subject}"`).toBeTruthy();
  return new URL(link!).pathname;
};

/** The links an email's HTML part shows as buttons (MJML's: an anchor styled inline-block with a background), in order. */
export const buttonLinksIn = (mail: ParsedMail): string[] =>
  [...(typeof mail.html === 'string' ? mail.html : '').matchAll(/<a\s+href="([^"]+)"\s+style="[^"]*display:inline-block[^"]*background:/g)].map(([, href]) => href!.replace(/&amp;/g, '&'));
