import { z } from 'zod';
import { languages } from '../../kernel/i18n/languages';
import { ZEmailSchema } from '../../kernel/validation/email';
import { ZRequiredSchema } from '../../kernel/validation/required';

/**
 * The seed's `POST /invitation/{orgNo}/SHAREHOLDER_REPRESENTATIVE/invite` (payload email, language, shareholderId,
 * personalNoteText; its roleId has no use for this type): a holder invites someone to act for them in the portal.
 */
export const ZInviteRepresentativeSchema = z.object({
  email: ZRequiredSchema.pipe(ZEmailSchema.pipe(z.string().max(320, 'invalidValue'))),
  language: z.enum(languages, 'invalidValue'),
  shareholderId: z.uuid('invalidValue'),
  personalNoteText: z.string().trim().max(2000, 'invalidValue').nullish(),
});
export type TInviteRepresentative = z.infer<typeof ZInviteRepresentativeSchema>;

/** The seed's `POST /shareholder/{id}/delete-representatives`: representatives (or pending invitations) by the ids the list gives. */
export const ZDeleteRepresentativesSchema = z.object({
  ids: z.array(z.uuid('invalidValue')).min(1, 'required').max(100, 'invalidValue'),
});
export type TDeleteRepresentatives = z.infer<typeof ZDeleteRepresentativesSchema>;

export const representativeStates = ['ACTIVE', 'PENDING'] as const;
/** A row of the holder's representatives: an accepted one (the access's id) or an invitation still open (the invitation's id). */
export type RepresentativeRow = { id: string; name: string | null; email: string; state: (typeof representativeStates)[number]; since: string };
