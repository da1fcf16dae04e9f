import { sendableSigningStatuses } from './archive-constants';
import type { ArchiveEntryView } from './archive-views';

/** Per-item actions of the archive screen (seed 002 section 2) that this part of the product offers. */
export type ArchiveEntryAction = 'open' | 'preview' | 'download' | 'rename' | 'move' | 'delete' | 'restore' | 'delete-forever' | 'send-for-signing' | 'signing-status' | 'download-signed' | 'reopen-signed';

/** Statuses whose signing is under way: the signing-status action is shown (not for unknown or complete, seed 002 section 4). */
const signingUnderWay = new Set(['SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS']);

const previewable = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif']);

/** Whether the browser shows the file inside the preview (PDFs and images); others offer a download there. */
export const isPreviewable = (entry: Pick<ArchiveEntryView, 'contentType'>): boolean => previewable.has(entry.contentType ?? '');

/**
 * What an entry offers: folders and links open, files preview and download; in the trash, restore and delete forever;
 * elsewhere rename, move and delete when the folder is editable and the entry not read-only (seed 002 section 6). Files
 * need a subscription for their bytes (and for sending a PDF for signing, offered while its status allows it), which the screen asks about when the action is chosen, so they are offered.
 * A file under signing offers its signing status; a completed one its signed documents and, where editable, reopen.
 */
export const archiveEntryActions = (entry: ArchiveEntryView, { canEdit, changes }: { canEdit: boolean; changes: boolean }): ArchiveEntryAction[] => {
  if (entry.rootFolder === 'deleted') return changes && canEdit ? ['restore', 'delete-forever'] : [];
  const reading: ArchiveEntryAction[] = entry.type === 'file' ? ['preview', 'download'] : ['open'];
  const writing: ArchiveEntryAction[] = changes && canEdit && !entry.isReadonly ? ['rename', 'move', 'delete'] : [];
  const signing: ArchiveEntryAction[] = changes && canEdit && !entry.isReadonly && entry.type === 'file' && entry.contentType === 'application/pdf' && sendableSigningStatuses.includes(entry.signingStatus) ? ['send-for-signing'] : [];
  const status: ArchiveEntryAction[] = changes && entry.type === 'file' && signingUnderWay.has(entry.signingStatus) ? ['signing-status'] : [];
  const complete = changes && entry.type === 'file' && entry.signingStatus === 'SIGNING_COMPLETE';
  const signed: ArchiveEntryAction[] = complete ? ['download-signed', ...(canEdit && !entry.isReadonly ? (['reopen-signed'] as const) : [])] : [];
  return [...reading, ...signing, ...status, ...signed, ...writing];
};

/** The actions a click on an entry's name may run: only reading ones, so a name never changes anything (a trashed entry's name does nothing). */
const nameActions: readonly ArchiveEntryAction[] = ['open', 'preview'];

/** An entry's actions split into the one its name runs (if any) and the rest, offered as buttons and in its menu. */
export const splitEntryActions = (actions: readonly ArchiveEntryAction[]): { onName: ArchiveEntryAction | null; others: ArchiveEntryAction[] } => {
  const onName = actions[0] && nameActions.includes(actions[0]) ? actions[0] : null;
  return { onName, others: onName ? actions.slice(1) : [...actions] };
};
