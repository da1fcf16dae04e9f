import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateXML } from 'xmllint-wasm';

/** Skatteetaten's XSDs for the main form (1086H) and the sub-form (1086U), copied into `domain/data/rf1086` (see its README). */
const schemaFiles = { main: 'aksjonaerregisteroppgaveHovedskjema.xsd', sub: 'aksjonaerregisteroppgaveUnderskjema.xsd' } as const;
export type Rf1086Form = keyof typeof schemaFiles;

const schemas = new Map<Rf1086Form, string>();
const schemaOf = (form: Rf1086Form) => {
  if (!schemas.has(form)) schemas.set(form, readFileSync(fileURLToPath(new URL(`../../../data/rf1086/${schemaFiles[form]}`, import.meta.url)), 'utf8'));
  return schemas.get(form)!;
};

/** Validates one form against its XSD with libxml2 (xmllint-wasm): valid, or the schema errors as libxml2 words them. */
export const validateRf1086 = async (xml: string, form: Rf1086Form): Promise<{ valid: boolean; errors: string[] }> => {
  const result = await validateXML({ xml: { fileName: `${form}.xml`, contents: xml }, schema: { fileName: schemaFiles[form], contents: schemaOf(form) } });
  return { valid: result.valid, errors: result.errors.map((error) => error.message) };
};
