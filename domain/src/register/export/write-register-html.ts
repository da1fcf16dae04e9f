import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type RegisterExport } from './collect-register-export';
import { exportLabel } from './export-label';
import type { ExportColumn } from './export-columns';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The register as one simple HTML page (opened in a new window): a heading and one table, every value escaped, written as the holders are read. */
export const writeRegisterHtml = async (data: RegisterExport, columns: ExportColumn[], stream: Writable): Promise<void> => {
  const label = (key: string, params?: Record<string, string>) => escapeHtml(exportLabel(data, key, params));
  const head = columns.map((column) => `<th>${escapeHtml(column.header)}</th>`).join('');
  const title = `${label('export.doc.title')} ${escapeHtml(data.company.name)}`;
  // A pipeline waits while the reader catches up, and stops reading the register if the download is closed.
  async function* page() {
    yield `<!doctype html>
<html lang="${data.languages[0] === 'en' ? 'en' : 'nb'}"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}th,td{border-bottom:1px solid #ccc;padding:4px 8px;text-align:left;vertical-align:top}.n{text-align:right}</style>
</head><body>
<h1>${title}</h1>
<p>${label('export.doc.organisationNumber')} ${escapeHtml(data.company.organisationNumber)} · ${label('export.doc.asOf', { date: data.asOf })} · ${label('export.doc.shares')} ${escapeHtml(data.totalShares)}${data.shareCapital === null ? '' : ` · ${label('export.doc.shareCapital')} ${escapeHtml(data.shareCapital)} ${escapeHtml(data.company.currency)}`}</p>
<table><thead><tr>${head}</tr></thead><tbody>
`;
    for await (const holder of data.holders())
      yield `<tr>${columns.map((column) => `<td${column.numeric ? ' class="n"' : ''}>${escapeHtml(column.value(holder))}</td>`).join('')}</tr>\n`;
    yield `</tbody></table>
</body></html>`;
  }
  await pipeline(Readable.from(page()), stream);
};
