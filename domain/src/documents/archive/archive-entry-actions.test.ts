import { describe, expect, it } from 'vitest';
import { archiveEntryActions } from './archive-entry-actions';
import { archiveEntryFixture } from '../../../testing/archive-fixtures';

const entry = archiveEntryFixture;

describe('archiveEntryActions', () => {
  it('offers a file preview, download, rename, move and delete where the folder is editable', () => {
    expect(archiveEntryActions(entry({ contentType: 'image/png' }), { canEdit: true, changes: true })).toEqual(['preview', 'download', 'rename', 'move', 'delete']);
  });

  it('offers only reading without the edit flag, in a portal, or on a read-only entry', () => {
    expect(archiveEntryActions(entry({}), { canEdit: false, changes: true })).toEqual(['preview', 'download']);
    expect(archiveEntryActions(entry({}), { canEdit: true, changes: false })).toEqual(['preview', 'download']);
    expect(archiveEntryActions(entry({ isReadonly: true }), { canEdit: true, changes: true })).toEqual(['preview', 'download']);
    expect(archiveEntryActions(entry({ type: 'link', isReadonly: true }), { canEdit: true, changes: true })).toEqual(['open']);
  });

  it('offers sending a PDF for signing while its status allows it (seed 002, section 4)', () => {
    const pdf = { contentType: 'application/pdf' };
    expect(archiveEntryActions(entry(pdf), { canEdit: true, changes: true })).toEqual(['preview', 'download', 'send-for-signing', 'rename', 'move', 'delete']);
    expect(archiveEntryActions(entry({ ...pdf, signingStatus: 'SENT_FOR_REVIEW' }), { canEdit: true, changes: true })).toContain('send-for-signing');
    expect(archiveEntryActions(entry({ ...pdf, signingStatus: 'SENT_FOR_SIGNING' }), { canEdit: true, changes: true })).not.toContain('send-for-signing');
    expect(archiveEntryActions(entry({ ...pdf, signingStatus: 'SIGNING_COMPLETE' }), { canEdit: true, changes: true })).not.toContain('send-for-signing');
    expect(archiveEntryActions(entry({ contentType: 'image/png' }), { canEdit: true, changes: true })).not.toContain('send-for-signing');
    expect(archiveEntryActions(entry(pdf), { canEdit: false, changes: true })).not.toContain('send-for-signing');
  });

  it('offers the signing status while signing is under way, and the signed documents and reopen once complete', () => {
    const pdf = { contentType: 'application/pdf' };
    expect(archiveEntryActions(entry({ ...pdf, signingStatus: 'SENT_FOR_SIGNING' }), { canEdit: false, changes: true })).toEqual(['preview', 'download', 'signing-status']);
    expect(archiveEntryActions(entry({ ...pdf, signingStatus: 'SIGNING_IN_PROGRESS' }), { canEdit: true, changes: true })).toContain('signing-status');
    expect(archiveEntryActions(entry({ ...pdf, signingStatus: 'UNKNOWN' }), { canEdit: true, changes: true })).not.toContain('signing-status');
    expect(archiveEntryActions(entry({ ...pdf, signingStatus: 'SIGNING_COMPLETE' }), { canEdit: true, changes: true })).toEqual(['preview', 'download', 'download-signed', 'reopen-signed', 'rename', 'move', 'delete']);
    expect(archiveEntryActions(entry({ ...pdf, signingStatus: 'SIGNING_COMPLETE' }), { canEdit: false, changes: true })).toEqual(['preview', 'download', 'download-signed']);
    expect(archiveEntryActions(entry({ ...pdf, signingStatus: 'SIGNING_COMPLETE' }), { canEdit: true, changes: false })).toEqual(['preview', 'download']);
  });

  it('offers restore and delete forever in the trash', () => {
    expect(archiveEntryActions(entry({ rootFolder: 'deleted' }), { canEdit: true, changes: true })).toEqual(['restore', 'delete-forever']);
  });
});
