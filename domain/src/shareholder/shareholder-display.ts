import type { Shareholder } from './shareholder.entity';

/** A company's name, or a person's names in order; null while none is set. */
export const shareholderDisplayName = (s: Shareholder): string | null =>
  s.isCompany ? (s.companyName ?? null) : [s.firstName, s.middleName, s.lastName].filter(Boolean).join(' ') || null;

/** The phone number with its calling code, as the forms show it. */
export const shareholderPhone = (s: Shareholder): string | null => (s.phoneNumber ? `${s.phoneCountryCode ?? ''} ${s.phoneNumber}`.trim() : null);
