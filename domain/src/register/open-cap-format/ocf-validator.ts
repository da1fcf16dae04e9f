import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { nordicExtensionSchema } from './nordic-extension-schema';
import { ocfFileTypes, type OcfFileType } from './ocf-package';

/** The OCF JSON schemas (version `ocfVersion`), copied unchanged into `domain/data/ocf` (see its README). */
const schemaRoot = fileURLToPath(new URL('../../../data/ocf/schema', import.meta.url));
const schemaBase = 'https://raw.githubusercontent.com/Open-Cap-Table-Coalition/Open-Cap-Format-OCF/main/schema';

const schemaFiles = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? schemaFiles(join(folder, entry.name)) : entry.name.endsWith('.schema.json') ? [join(folder, entry.name)] : []));

/** File type to schema file, from the OCF enum `FileType` (schema/files/<Name>.schema.json). */
const schemaOfFileType: Record<OcfFileType, string> = {
  OCF_MANIFEST_FILE: 'OCFManifestFile',
  OCF_STAKEHOLDERS_FILE: 'StakeholdersFile',
  OCF_STOCK_CLASSES_FILE: 'StockClassesFile',
  OCF_TRANSACTIONS_FILE: 'TransactionsFile',
  OCF_STOCK_PLANS_FILE: 'StockPlansFile',
  OCF_STOCK_LEGEND_TEMPLATES_FILE: 'StockLegendTemplatesFile',
  OCF_VESTING_TERMS_FILE: 'VestingTermsFile',
  OCF_VALUATIONS_FILE: 'ValuationsFile',
  OCF_FINANCINGS_FILE: 'FinancingsFile',
  OCF_DOCUMENTS_FILE: 'DocumentsFile',
};

let compiled: { files: Record<OcfFileType, ValidateFunction>; extension: ValidateFunction } | null = null;

/** Compiled once, on first use: every OCF schema added by its `$id`, each file type's schema and the Nordic extension's. */
const validators = () => {
  if (compiled) return compiled;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  for (const file of schemaFiles(schemaRoot)) ajv.addSchema(JSON.parse(readFileSync(file, 'utf8')) as object);
  const files = Object.fromEntries(ocfFileTypes.map((type) => [type, ajv.getSchema(`${schemaBase}/files/${schemaOfFileType[type]}.schema.json`)!])) as Record<OcfFileType, ValidateFunction>;
  compiled = { files, extension: ajv.compile(nordicExtensionSchema) };
  return compiled;
};

export type OcfValidationError = { file: string; path: string; message: string };

const errorsOf = (file: string, errors: ErrorObject[] | null | undefined): OcfValidationError[] =>
  (errors ?? []).map((error) => ({ file, path: error.instancePath, message: error.message ?? error.keyword }));

/** An OCF file checked against the schema of its `file_type` (a file without a known one is one error). */
export const validateOcfFile = (file: string, content: unknown): OcfValidationError[] => {
  const type = (content as { file_type?: unknown } | null)?.file_type;
  if (typeof type !== 'string' || !(ocfFileTypes as readonly string[]).includes(type)) return [{ file, path: '/file_type', message: 'unknown OCF file type' }];
  const validate = validators().files[type as OcfFileType];
  return validate(content) ? [] : errorsOf(file, validate.errors);
};

/** Andel's Nordic extension file checked against its own schema. */
export const validateNordicExtension = (file: string, content: unknown): OcfValidationError[] => {
  const validate = validators().extension;
  return validate(content) ? [] : errorsOf(file, validate.errors);
};
