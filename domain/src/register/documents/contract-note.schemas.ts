import { z } from 'zod';
import { certificateLanguages } from '../import/import.schemas';

/** Which log entries have a contract note: sales (BUY_SELL) only, not gifts, inheritance or other transfers. */
export const hasContractNote = (transactionType: string) => transactionType === 'BUY_SELL';


/** `GET /contract-note-pdf/{id}?lang`: without `lang`, the signed-in user's language. */
export const ZContractNoteQuerySchema = z.object({ lang: z.enum(certificateLanguages).optional() });

/** `POST /shareholder-view/{orgNo}/download-contract-note/{id}`: the holder acted for, who must be the seller or the buyer. */
export const ZHolderContractNoteSchema = z.object({ shareholderId: z.uuid(), lang: z.enum(certificateLanguages).optional() });
export type THolderContractNote = z.infer<typeof ZHolderContractNoteSchema>;
