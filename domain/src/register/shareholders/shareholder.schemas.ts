import { z } from 'zod';
import { textSchema } from '../../kernel/validation/text';
import { holderEditableFieldNames, shareholderFieldNames } from './shareholder-fields';

export const ZShareholderFieldUpdateSchema = z.object({
  shareholderId: z.uuid(),
  fieldName: z.enum(shareholderFieldNames),
  newValue: z.union([z.string().max(1000), z.boolean(), z.null()]),
});
export type TShareholderFieldUpdate = z.infer<typeof ZShareholderFieldUpdateSchema>;

export const ZNewShareholderSchema = z.object({
  orgNo: z.string().min(1, 'required'),
  shareholderType: z.enum(['PERSON', 'COMPANY']),
  /** Not in the seed: the name the dialogs create the holder with (checked by the shareholder rules); without it a blank holder, as the seed's call. */
  name: z.string().max(300, 'text-too-long').optional(),
});

/** `POST /shareholder/{orgNo}/copy`: the seed's body; `fromOrgNo` is the path's company. */
export const ZCopyShareholdersSchema = z.object({
  fromOrgNo: z.string().min(1, 'required'),
  toOrgNo: z.string().min(1, 'required'),
  shareholderIds: z.array(z.uuid()).min(1, 'required').max(10_000),
});
export type TCopyShareholders = z.infer<typeof ZCopyShareholdersSchema>;

export const ZPledgeSchema = z.object({ isPledged: z.boolean(), pledgeComment: textSchema(2000).nullable().default(null) });
export const ZRemarkSchema = z.object({ remark: textSchema(5000).nullable() });

/** `POST /shareholder-view/update-shareholder/{orgNo}`: a holder changes one of their own contact or bank fields. */
export const ZHolderFieldUpdateSchema = ZShareholderFieldUpdateSchema.extend({ fieldName: z.enum(holderEditableFieldNames) });
