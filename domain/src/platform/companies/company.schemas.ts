import { z } from 'zod';
import { textSchema } from '../../kernel/validation/text';

/** `POST /company/{orgNo}/remark {remark}`: the company's note about itself, at most 2,000 characters; blank removes it. */
export const ZCompanyRemarkSchema = z.object({
  remark: textSchema(2000)
    .nullish()
    .transform((value) => value || null),
});
export type TCompanyRemark = z.infer<typeof ZCompanyRemarkSchema>;
