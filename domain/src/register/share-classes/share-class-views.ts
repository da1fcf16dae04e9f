// What the share-class calls answer, shared by the BFF that builds it and the console that shows it.
import type { ShareClassCode, ShareClassCustomName } from './share-class-codes';

/** `GET /company/{orgNo}/shareholders/classes` rows (react-admin's simple-rest shape; `sharetypeId` is the seed's name for `id`). */
export type ShareClassRecord = {
  id: string;
  sharetypeId: string;
  shareTypeCode: ShareClassCode;
  /** A decimal string. */
  votesPerShare: string;
  historical: boolean;
  customNames: ShareClassCustomName[];
};
