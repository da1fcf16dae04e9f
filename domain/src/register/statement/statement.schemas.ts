import { z } from 'zod';

/** `/company/{orgNo}/statement/{year}`: a closed year from the register's first extracts on. */
export const ZStatementParamSchema = z.object({ orgNo: z.string(), year: z.coerce.number().int().min(2004).max(2199) });
