/** One line of the copy: what the register shows of a holder, without identity numbers or digital addresses. */
export type CopyLine = { name: string; birthDateOrOrganisationNumber: string; address: string; shareClass: string; shares: string; shareNumbers: string };

/**
 * The copy of the register sent on request (aksjeloven § 4-5): holders in alphabetical order with birth date or
 * organisation number, address, class, shares and share numbers, as plain text lines (the email carries it). The
 * caller gives only these fields, so identity numbers, email addresses and phone numbers cannot reach the copy.
 */
export const redactedRegisterCopy = (lines: readonly CopyLine[]): string =>
  [...lines]
    .sort((a, b) => a.name.localeCompare(b.name, 'nb') || a.shareClass.localeCompare(b.shareClass))
    .map((line) => [line.name, line.birthDateOrOrganisationNumber, line.address, line.shareClass, line.shares, line.shareNumbers].join('; '))
    .join('\n');
