import { z } from 'zod';
import { passwordMaxLength, passwordMinLength } from '../auth/auth-constants';
import { languages } from '../../kernel/i18n/languages';
import { ZEmailSchema } from '../../kernel/validation/email';
import { ZStoredOrganisationNumberSchema } from '../../kernel/validation/organisation-number';
import { ZRequiredSchema } from '../../kernel/validation/required';
import { nameSchema, textSchema } from '../../kernel/validation/text';
import { requestAccessTypes } from './invitation-constants';

/** An address that fits its column (320 characters, the invitation's and the user's). */
const email = ZEmailSchema.refine((value) => value.length <= 320, 'invalidValue');
const requiredEmail = ZRequiredSchema.pipe(email);
const organisationNumber = ZStoredOrganisationNumberSchema;
/** The personal note: at most 2,000 characters, no control characters; blank is none. */
const note = textSchema(2000)
  .transform((value) => value || null)
  .nullish();
const language = z.enum(languages, 'invalidValue');

/** `POST /portfolio/admins/invite`: an administrator (or a custom role) for companies the inviter administers. */
export const ZInviteAdminSchema = z.object({
  email: requiredEmail,
  language,
  inviteTo: z.array(organisationNumber).min(1, 'required').max(500, 'invalidValue'),
  inviteToRoleId: z.uuid('invalidValue').nullish(),
});
export type TInviteAdmin = z.infer<typeof ZInviteAdminSchema>;

/** `POST /invitation/{orgNo}/{USER|COMPANY}/invite`: one recipient to administer the company (USER, optionally in a custom role; COMPANY, to take it over). */
export const ZInviteToCompanySchema = z.object({ email: requiredEmail, language, roleId: z.uuid('invalidValue').nullish(), personalNoteText: note });
export type TInviteToCompany = z.infer<typeof ZInviteToCompanySchema>;

/** `POST /invitation/{orgNo}/SHAREHOLDER/invite`: one holder to the shareholder portal. */
export const ZInviteOneShareholderSchema = z.object({ shareholderId: z.uuid('invalidValue'), email: requiredEmail, language, personalNoteText: note });

/** `POST /invitation/{orgNo}/invite-shareholders`: one invitation per selected holder, to the email given. */
export const ZInviteShareholdersSchema = z.object({
  shareholders: z.array(z.object({ shareholderId: z.uuid('invalidValue'), email: requiredEmail })).min(1, 'required').max(10_000, 'invalidValue'),
  language,
  personalNoteText: note,
});
export type TInviteShareholders = z.infer<typeof ZInviteShareholdersSchema>;

/** Accepting: a new user chooses a name and a password (the create-password page's rules); a known user sends nothing. */
export const ZAcceptInvitationSchema = z.object({
  name: nameSchema(200).optional(),
  password: z.string().min(passwordMinLength, 'auth.password.tooShort').max(passwordMaxLength, 'auth.password.tooLong').optional(),
});
export type TAcceptInvitation = z.infer<typeof ZAcceptInvitationSchema>;

/** `POST /portfolio/admins/update-email`: a pending invitation (`externalId`) goes to another address. */
export const ZUpdateAdminEmailSchema = z.object({
  email: requiredEmail,
  externalId: z.uuid('invalidValue'),
  customRoleId: z.uuid('invalidValue').nullish(),
  portfolioId: z.uuid('invalidValue').nullish(),
});
export type TUpdateAdminEmail = z.infer<typeof ZUpdateAdminEmailSchema>;

/** `POST /portfolio/admins/revoke-all`: a user's admin and custom-role access to the companies named. */
export const ZRevokeAllAdminAccessSchema = z.object({
  externalId: z.uuid('invalidValue'),
  orgNos: z.array(organisationNumber).min(1, 'required').max(500, 'invalidValue'),
});
export type TRevokeAllAdminAccess = z.infer<typeof ZRevokeAllAdminAccessSchema>;

/**
 * `POST /invitation/ask-for-permission`. Receiver email and personal note are required when the company already
 * is a customer (seed: platform core, section 5); the server knows that, so it checks them (`askForPermission`).
 */
export const ZAskForPermissionSchema = z.object({
  organisationNumber,
  companyName: textSchema(300, { singleLine: true }).nullish(),
  email: email.nullish(),
  autoonboard: z.boolean().default(false),
  requestAccessType: z.enum(requestAccessTypes, 'invalidValue'),
  personalNoteText: note,
});
export type TAskForPermission = z.infer<typeof ZAskForPermissionSchema>;

/**
 * `POST /invitation/batch-ask-for-permission` (our path; the seed names the batch request's page and answers only):
 * the ask-for-permission payload for 2 to 50 companies at once, with one receiver, access type and note.
 */
export const ZBatchAskForPermissionSchema = z.object({
  organisationNumbers: z.array(organisationNumber).min(2, 'required').max(50, 'invalidValue'),
  email: email.nullish(),
  requestAccessType: z.enum(requestAccessTypes, 'invalidValue'),
  personalNoteText: note,
});
export type TBatchAskForPermission = z.infer<typeof ZBatchAskForPermissionSchema>;
