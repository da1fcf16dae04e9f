import { strFromU8, unzipSync } from 'fflate';
import { DomainError } from '../../kernel/errors/domain-error';
import type { NordicExtension } from './nordic-extension';
import { nordicExtensionComment, ocfImportLimits } from './ocf-package';
import { validateNordicExtension, validateOcfFile, type OcfValidationError } from './ocf-validator';

type OcfFile = { file_type: string; items?: { id: string }[] };
export type OcfPackage = { files: Map<string, OcfFile>; manifestName: string; extension: NordicExtension };

const isZip = (data: Uint8Array) => data.length >= 4 && data[0] === 0x50 && data[1] === 0x4b && data[2] === 0x03 && data[3] === 0x04;

/** The package's JSON files by name; its declared unpacked size is checked before anything is inflated. */
const unpack = (zip: Uint8Array): Map<string, unknown> => {
  if (zip.length > ocfImportLimits.maxBytes) throw new DomainError('openCapFormat.tooLarge');
  if (!isZip(zip)) throw new DomainError('openCapFormat.notAPackage');
  let declared = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(zip, {
      filter: (file) => {
        declared += file.originalSize;
        if (declared > ocfImportLimits.maxInflatedBytes) throw new DomainError('openCapFormat.tooLarge');
        return file.name.endsWith('.json');
      },
    });
  } catch (error) {
    throw error instanceof DomainError ? error : new DomainError('openCapFormat.notAPackage');
  }
  const files = new Map<string, unknown>();
  for (const [name, bytes] of Object.entries(entries)) {
    try {
      files.set(name, JSON.parse(strFromU8(bytes)));
    } catch {
      throw new DomainError('openCapFormat.notAPackage');
    }
  }
  return files;
};

const idsOf = (files: Map<string, OcfFile>, type: string) => new Set([...files.values()].filter((file) => file.file_type === type).flatMap((file) => (file.items ?? []).map((item) => item.id)));

/** Every extension object must name an object of the OCF files: the two describe the same register. */
const mismatches = (files: Map<string, OcfFile>, extension: NordicExtension, name: string): OcfValidationError[] => {
  const stakeholders = idsOf(files, 'OCF_STAKEHOLDERS_FILE');
  const stockClasses = idsOf(files, 'OCF_STOCK_CLASSES_FILE');
  return [
    ...extension.stakeholders.filter(({ id }) => !stakeholders.has(id)).map(({ id }) => ({ file: name, path: `/stakeholders/${id}`, message: 'no such OCF stakeholder' })),
    ...extension.stockClasses.filter(({ id }) => !stockClasses.has(id)).map(({ id }) => ({ file: name, path: `/stockClasses/${id}`, message: 'no such OCF stock class' })),
  ];
};

/**
 * An OCF package (zip) read and checked whole before anything is written: every OCF file against the schema of its
 * file type (the manifest found by its type), the Nordic extension the manifest names against its own, and the two
 * against each other. Refused with `openCapFormat.invalidPackage` and the count of errors (the first named: its file, path and message).
 */
export const readOpenCapFormat = (zip: Uint8Array): OcfPackage => {
  const unpacked = unpack(zip);
  const manifestName = [...unpacked.entries()].find(([, content]) => (content as OcfFile | null)?.file_type === 'OCF_MANIFEST_FILE')?.[0];
  if (!manifestName) throw new DomainError('openCapFormat.notAPackage');
  const manifest = unpacked.get(manifestName) as { comments?: unknown };
  const extensionName = Array.isArray(manifest.comments) && manifest.comments.includes(nordicExtensionComment) ? nordicExtensionComment.split(': ')[1]! : null;
  const errors: OcfValidationError[] = [];
  const files = new Map<string, OcfFile>();
  for (const [name, content] of unpacked) {
    if (name === extensionName) continue;
    errors.push(...validateOcfFile(name, content));
    files.set(name, content as OcfFile);
  }
  const extension = extensionName ? unpacked.get(extensionName) : undefined;
  if (extension !== undefined) errors.push(...validateNordicExtension(extensionName!, extension));
  if (errors.length === 0 && extension !== undefined) errors.push(...mismatches(files, extension as NordicExtension, extensionName!));
  if (errors.length > 0) throw new DomainError('openCapFormat.invalidPackage', { errors: errors.length, file: errors[0]!.file, path: errors[0]!.path || '/', message: errors[0]!.message });
  if (extension === undefined) throw new DomainError('openCapFormat.extensionMissing');
  return { files, manifestName, extension: extension as NordicExtension };
};
