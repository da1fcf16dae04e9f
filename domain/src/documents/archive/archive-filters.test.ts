import { describe, expect, it } from 'vitest';
import { archiveEntryFixture } from '../../../testing/archive-fixtures';
import type { ArchiveEntryView } from './archive-views';
import { matchesArchiveFilters, type ArchiveFilters } from './archive-filters';

const entry = (name: string, extra: Partial<ArchiveEntryView> = {}) => archiveEntryFixture({ name, contentType: null, size: null, ...extra });
const all: ArchiveFilters = { text: '', fileType: 'all', signature: 'all' };
const names = (entries: ArchiveEntryView[], filters: Partial<ArchiveFilters>) => entries.filter((each) => matchesArchiveFilters(each, { ...all, ...filters })).map(({ name }) => name);

const entries = [
  entry('Styret', { type: 'folder', isFolder: true }),
  entry('Årsregnskap 2025.pdf', { signingStatus: 'SIGNING_COMPLETE' }),
  entry('Budsjett.XLSX'),
  entry('Avtale.docx', { signingStatus: 'SENT_FOR_SIGNING' }),
  entry('Referat.doc'),
  entry('Protokoll', { type: 'link', isReadonly: true }),
];

describe('matchesArchiveFilters', () => {
  it('finds the text anywhere in the name, in any case', () => {
    expect(names(entries, { text: ' årsREG ' })).toEqual(['Årsregnskap 2025.pdf']);
  });

  it.each([
    ['folder', ['Styret']],
    ['pdf', ['Årsregnskap 2025.pdf', 'Protokoll']],
    ['doc', ['Avtale.docx', 'Referat.doc']],
    ['xls', ['Budsjett.XLSX']],
  ] as const)('filters by file type %s', (fileType, expected) => {
    expect(names(entries, { fileType })).toEqual(expected);
  });

  it('filters by signature', () => {
    expect(names(entries, { signature: 'sent' })).toEqual(['Avtale.docx']);
    expect(names(entries, { signature: 'signed' })).toEqual(['Årsregnskap 2025.pdf']);
  });
});
