/** What tells two holders of the same name apart: a person's birth year, a company's organisation number. */
export type HolderDistinction = { kind: 'birthYear' | 'organisationNumber'; value: string };

type Translate = (key: string, params?: Record<string, string>) => string;

/** A holder's name with what tells them apart from a namesake, "Ola Berg (f. 1975)", as meeting tables and minutes show it. */
export const holderLabel = (t: Translate, name: string, distinction: HolderDistinction | null | undefined): string =>
  distinction ? `${name} (${t(`holder.distinction.${distinction.kind}`, { value: distinction.value })})` : name;
