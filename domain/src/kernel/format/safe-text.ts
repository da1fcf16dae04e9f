/**
 * Control characters (C0 but tab and newline, DEL, C1) and the bidirectional controls (LRM, RLM, ALM, embeddings,
 * overrides, isolates), which can make text read differently from what it is: `kontrakt\u202Efdp.exe` shows as
 * `kontraktexe.pdf`.
 */
const unsafe = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Text typed by one person for another to read, without control and bidi characters; CR LF and CR become LF. */
export const stripUnsafeCharacters = (text: string): string => text.replace(/\r\n?/g, '\n').replace(unsafe, '');

/** Someone else's words inside an email the product sends: every line quoted with `> `, so it cannot pass for ours. */
export const quotedText = (text: string): string =>
  stripUnsafeCharacters(text)
    .split('\n')
    .map((line) => `> ${line}`.trimEnd())
    .join('\n');
