import type { PublicRegisterLoad } from './public-register-load.entity';
import type { PublicRegisterLoadView } from './public-register-views';

export const publicRegisterLoadView = (load: PublicRegisterLoad): PublicRegisterLoadView => ({
  id: load.id,
  year: load.year,
  status: load.status,
  fileName: load.fileName,
  fileBytes: load.fileBytes,
  bytesRead: load.bytesRead,
  rowsRead: load.rowsRead,
  rowsLoaded: load.rowsLoaded,
  rowsRefused: load.rowsRefused,
  refusalCounts: load.refusalCounts,
  refusedRows: load.refusedRows,
  errorCode: load.errorCode ?? null,
  startedAt: load.startedAt.toISOString(),
  finishedAt: load.finishedAt?.toISOString() ?? null,
});
