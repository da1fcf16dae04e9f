import { ParseError, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';
import { invalid } from './issue';

/** Norway's calling code applies when a number has no international prefix (seed section 9). */
export const defaultCallingCode = '47';

export type ParsedPhone = { e164: string; countryCode: string; national: string };
export type PhoneError = { error: 'phone-number.invalid-number' | 'phone-number.invalid-country-code' };

/**
 * Reads a phone number with libphonenumber-js. A leading 00 is the international prefix ("0046 ..." is
 * "+46 ..."); without one, `callingCode` applies. An unknown calling code and an invalid number have
 * their own keys.
 */
export const parsePhone = (input: string, callingCode = defaultCallingCode): ParsedPhone | PhoneError => {
  try {
    const phone = parsePhoneNumberWithError(input.trim().replace(/^00/, '+'), { defaultCallingCode: callingCode });
    if (phone.isValid()) return { e164: phone.number, countryCode: `+${phone.countryCallingCode}`, national: phone.nationalNumber };
  } catch (error) {
    if (error instanceof ParseError && error.message === 'INVALID_COUNTRY') return { error: 'phone-number.invalid-country-code' };
  }
  return { error: 'phone-number.invalid-number' };
};

/** A phone number, output in E.164 form ("+4741234567"). */
export const ZPhoneSchema = z.string().transform((value, ctx) => {
  const phone = parsePhone(value);
  return 'error' in phone ? invalid(ctx, phone.error) : phone.e164;
});
