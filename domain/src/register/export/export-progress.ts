/** Where an export stands, for the screen that waits for it: its place in the line, or how many holders are written. */
export type ExportProgress =
  | { state: 'queued'; place: number }
  | { state: 'companyBusy' }
  | { state: 'writing'; done: number; total: number }
  | { state: 'finished' }
  | { state: 'failed' };

type Tracked = { userId: string; companyId: string; progress: ExportProgress };
const tracked = new Map<string, Tracked>();
/** How long a finished export's last state can still be asked for. */
const keptAfterwards = 60_000;

/**
 * Follows an export under the ticket its screen chose (a UUID), for that user and company only. Kept in this process's
 * memory: the process that writes the file is the one that knows how far it is.
 */
export const trackExport = (ticket: string, userId: string, companyId: string) => {
  const entry: Tracked = { userId, companyId, progress: { state: 'queued', place: 0 } };
  tracked.set(ticket, entry);
  return {
    set: (progress: ExportProgress) => {
      entry.progress = progress;
      if (progress.state === 'finished' || progress.state === 'failed') setTimeout(() => tracked.get(ticket) === entry && tracked.delete(ticket), keptAfterwards).unref();
    },
  };
};

/** The export's progress, when the ticket is this user's export of this company. */
export const exportProgressOf = (ticket: string, userId: string, companyId: string): ExportProgress | undefined => {
  const entry = tracked.get(ticket);
  return entry && entry.userId === userId && entry.companyId === companyId ? entry.progress : undefined;
};
