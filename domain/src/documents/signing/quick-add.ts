import type { Language } from '../../kernel/i18n/languages';
import type { OfferedSigningMethod } from './signing-constants';
import type { SignerCandidatesView } from './signing-views';

/** A row of the send dialog's signer list (the form's shape; empty strings until filled). */
export type SignerRow = { name: string; email: string; signingMethod: OfferedSigningMethod; language: Language; phoneNumber: string; reference: string };

/** The quick-add choices (seed 000, section 5): the CEO, the chairperson, other board members, all board members, all shareholders. */
export const quickAddKinds = ['ceo', 'chairperson', 'other-board-members', 'all-board-members', 'all-shareholders'] as const;
export type QuickAddKind = (typeof quickAddKinds)[number];

/** The board's roles in the seed's order: chairperson, deputy chairperson, member, deputy member. */
const boardRoles = ['chairperson', 'deputy_chairperson', 'member', 'deputy_member'];
const rolesOf: Record<Exclude<QuickAddKind, 'all-shareholders'>, string[]> = {
  ceo: ['ceo'],
  chairperson: ['chairperson'],
  'other-board-members': boardRoles.slice(1),
  'all-board-members': boardRoles,
};

export const emptySignerRow = (signingMethod: OfferedSigningMethod, language: Language): SignerRow => ({ name: '', email: '', signingMethod, language, phoneNumber: '', reference: '' });

const isEmpty = (row: SignerRow) => !row.name.trim() && !row.email.trim();

const peopleOf = (kind: QuickAddKind, candidates: SignerCandidatesView, language: Language) =>
  kind === 'all-shareholders'
    ? candidates.shareholders.map(({ name, email }) => ({ name, email, language }))
    : candidates.companyRoles
        .filter(({ role }) => rolesOf[kind].includes(role))
        .sort((a, b) => rolesOf[kind].indexOf(a.role) - rolesOf[kind].indexOf(b.role))
        .map(({ name, email, language: own }) => ({ name, email, language: own }));

/**
 * Adds the chosen people to the list (seed 000, section 5): a single empty row is replaced, someone already listed by
 * email is not added twice, the board in the seed's order; new rows take the common method when one is set.
 */
export const quickAddSigners = (rows: SignerRow[], kind: QuickAddKind, candidates: SignerCandidatesView, defaults: { signingMethod: OfferedSigningMethod; language: Language }): SignerRow[] => {
  const people = peopleOf(kind, candidates, defaults.language);
  const kept = rows.length === 1 && isEmpty(rows[0]!) ? [] : rows;
  const listed = new Set(kept.map(({ email }) => email.trim().toLowerCase()));
  const added = people.filter(({ email }) => {
    const key = email.toLowerCase();
    if (listed.has(key)) return false;
    listed.add(key);
    return true;
  });
  const result = [...kept, ...added.map((person) => ({ ...emptySignerRow(defaults.signingMethod, person.language), name: person.name, email: person.email }))];
  return result.length ? result : [emptySignerRow(defaults.signingMethod, defaults.language)];
};

/** Removing the last signer leaves one empty row (seed 000, section 5). */
export const removeSignerRow = (rows: SignerRow[], index: number, defaults: { signingMethod: OfferedSigningMethod; language: Language }): SignerRow[] => {
  const rest = rows.filter((_, at) => at !== index);
  return rest.length ? rest : [emptySignerRow(defaults.signingMethod, defaults.language)];
};

/** The common method sets every signer's; it shows as set only when all signers share it. */
export const withCommonMethod = (rows: SignerRow[], signingMethod: OfferedSigningMethod): SignerRow[] => rows.map((row) => ({ ...row, signingMethod }));
export const commonMethodOf = (rows: SignerRow[]): OfferedSigningMethod | null => (rows.every((row) => row.signingMethod === rows[0]?.signingMethod) ? (rows[0]?.signingMethod ?? null) : null);

/**
 * Why a quick-add adds no one, as a message key with its params, or null when it adds someone: the company has no one
 * in that role, the role holders have no email (named), or everyone is listed already.
 */
export const quickAddShortfall = (rows: SignerRow[], kind: QuickAddKind, candidates: SignerCandidatesView): { key: string; params: Record<string, string> } | null => {
  const people = peopleOf(kind, candidates, 'nb');
  if (!people.length) {
    const withoutEmail = kind === 'all-shareholders' ? [] : candidates.rolesWithoutEmail.filter(({ role }) => rolesOf[kind].includes(role));
    return withoutEmail.length ? { key: 'signing.quickAdd.noEmail', params: { names: withoutEmail.map(({ name }) => name).join(', ') } } : { key: `signing.quickAdd.none.${kind}`, params: {} };
  }
  const listed = new Set(rows.map(({ email }) => email.trim().toLowerCase()));
  return people.every(({ email }) => listed.has(email.toLowerCase())) ? { key: 'signing.quickAdd.alreadyListed', params: {} } : null;
};
