import type { PublicRoleHolder } from './public-company-roles';

/**
 * The roles that let their holder claim a company (Enhetsregisteret's role codes): daglig leder (DAGL), styrets leder
 * (LEDE), nestleder and styremedlem (NEST, MEDL), signature (SIGN, SIFE, SIHV) and procura (PROK, POFE, POHV).
 * Deputies, auditors and contact persons do not.
 */
export const claimingRoleCodes = ['DAGL', 'LEDE', 'NEST', 'MEDL', 'SIGN', 'SIFE', 'SIHV', 'PROK', 'POFE', 'POHV'] as const;

/**
 * The birth date (YYYY-MM-DD) a Norwegian national identity number carries: DDMMYY and the century from the
 * individual number (Skatteetaten's rule); a D-number adds 4 to the first digit, synthetic test numbers 40 or 80 to
 * the month. Null for anything else.
 */
export const birthDateOfNorwegianId = (nationalId: string): string | null => {
  if (!/^\d{11}$/.test(nationalId)) return null;
  let day = Number(nationalId.slice(0, 2));
  let month = Number(nationalId.slice(2, 4));
  const year = Number(nationalId.slice(4, 6));
  const individual = Number(nationalId.slice(6, 9));
  if (day > 40) day -= 40;
  if (month > 80) month -= 80;
  else if (month > 40) month -= 40;
  let century: number | null = null;
  if (individual <= 499) century = 1900;
  else if (individual <= 749 && year >= 54) century = 1800;
  else if (year <= 39) century = 2000;
  else if (individual >= 900) century = 1900;
  if (century === null || day < 1 || day > 31 || month < 1 || month > 12) return null;
  return `${century + year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
};

const nameWords = (name: string) => name.toLocaleLowerCase('nb').split(/[\s-]+/).filter(Boolean);

/**
 * Whether the person an e-ID asserted (national id and name) holds a claiming role: the open register lists a role
 * holder by birth date and name only, so both must agree: the same birth date, the first given name and the last
 * family name.
 */
export const holdsClaimingRole = ({ nationalId, name }: { nationalId: string; name: string }, roles: readonly PublicRoleHolder[]): boolean => {
  const birthDate = birthDateOfNorwegianId(nationalId);
  const words = nameWords(name);
  if (!birthDate || words.length < 2) return false;
  return roles.some((role) => {
    if (role.resigned || role.deceased || role.birthDate !== birthDate) return false;
    if (!(claimingRoleCodes as readonly string[]).includes(role.roleCode)) return false;
    const given = nameWords(role.givenNames)[0];
    const family = nameWords(role.familyName).at(-1);
    return given === words[0] && family === words.at(-1);
  });
};
