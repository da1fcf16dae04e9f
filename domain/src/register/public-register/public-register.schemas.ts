import { z } from 'zod';

/** The largest extract taken (the whole country's is a few hundred MiB); a larger body is 413 `requestTooLarge`. */
export const publicRegisterMaxUploadBytes = 2 * 1024 ** 3;

/** Refused rows listed with their line; every one is counted by reason. */
export const listedRefusals = 100;

/** The register year a load is for: holdings at 31 December of a year since the extract began, not in the future. */
export const ZPublicRegisterYearSchema = z.object({
  year: z.coerce
    .number()
    .int('publicRegister.invalidYear')
    .min(2004, 'publicRegister.invalidYear')
    .refine((year) => year <= new Date().getFullYear(), 'publicRegister.invalidYear'),
});
export type TPublicRegisterYear = z.output<typeof ZPublicRegisterYearSchema>;

/** The uploaded file's name, for the back office's list (the body is the file itself). */
export const ZPublicRegisterFileNameSchema = z.object({ fileName: z.string().trim().min(1).max(255).default('aksjonaerregisteret.csv') });
