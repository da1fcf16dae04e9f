import { z } from 'zod';
import { norwegianNationalIdError, type NorwegianIdOptions } from './norwegian-national-id';
import { isNorwegianOrganisationNumber, normaliseSwedishOrganisationNumber } from './organisation-number';
import { parseSwedishPersonalNumber } from './swedish-personal-number';

/** A Norwegian national identity number; synthetic test numbers only where the deployment allows them. */
export const norwegianNationalIdSchema = (options: NorwegianIdOptions) =>
  z.string().trim().superRefine((value, ctx) => {
    const error = norwegianNationalIdError(value, options);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const ZNorwegianOrganisationNumberSchema = z.string().trim().refine(isNorwegianOrganisationNumber, 'invalidOrganisationNumber');

/** Canonical 12-digit form. */
export const ZSwedishPersonalNumberSchema = z.string().transform((value, ctx) => {
  const parsed = parseSwedishPersonalNumber(value);
  if (parsed) return parsed.canonical;
  ctx.addIssue({ code: 'custom', message: 'invalidSwedishPersonalNumber' });
  return z.NEVER;
});

/** Stored with this product's SE prefix: "SE5560125790". */
export const ZSwedishOrganisationNumberSchema = z.string().transform((value, ctx) => {
  const digits = normaliseSwedishOrganisationNumber(value);
  if (digits) return `SE${digits}`;
  ctx.addIssue({ code: 'custom', message: 'invalidSwedishOrganisationNumber' });
  return z.NEVER;
});
