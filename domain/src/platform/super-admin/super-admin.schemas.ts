import { z } from 'zod';

export const ZBackOfficeSearchSchema = z.object({ q: z.string().trim().min(2, { message: 'superAdmin.search.tooShort' }).max(200) });
export type TBackOfficeSearch = z.infer<typeof ZBackOfficeSearchSchema>;
