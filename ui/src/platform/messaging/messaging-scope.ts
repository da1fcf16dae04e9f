import type { ComponentType } from 'react';

/** An archive file chosen to go with a message. */
export type ChosenArchiveFile = { id: string; name: string };

/**
 * The picker of archive files to attach (a button and its dialog), given by the app that has the company's archive:
 * the archive lies in the documents wing, above messaging.
 */
export type ArchiveFilePickerSlot = ComponentType<{ orgNo: string; chosen: readonly ChosenArchiveFile[]; onChange: (files: ChosenArchiveFile[]) => void; disabled: boolean }>;

/**
 * Where a messaging screen lives: the API base of its BFF (`/messaging/{orgNo}` for the company, a portal's
 * `…/messaging` for a recipient), the app address of the screen (a thread below it), and whose side it is: the company
 * writes new threads and sees read state; a recipient reads and replies. With `archiveFilePicker` the company also
 * attaches files from its archive.
 */
export type MessagingScope = { apiBase: string; appBase: string; side: 'company' | 'recipient'; orgNo: string; archiveFilePicker?: ArchiveFilePickerSlot };
