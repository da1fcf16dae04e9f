import type { EntityManager } from '@mikro-orm/core';
import { zipSync, strToU8 } from 'fflate';
import { createHash } from 'node:crypto';
import type { Company } from '../../platform/companies/company.entity';
import { collectOpenCapFormat } from './collect-open-cap-format';
import { nordicExtensionComment, ocfFileNames, ocfVersion } from './ocf-package';

const fileOf = (type: string, items: unknown[]) => ({ file_type: type, items });
const bytesOf = (content: unknown) => strToU8(JSON.stringify(content, null, 2));
const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/**
 * The files of a company's OCF package by name: the manifest (OCF version `ocfVersion`, as of today) naming each
 * file with its MD5, the stakeholders, stock classes and transactions, the kinds Andel does not keep as empty files,
 * and the Nordic extension beside them (named in the manifest's comments).
 */
export const openCapFormatFiles = async ({ em, company, now = new Date() }: { em: EntityManager; company: Company; now?: Date }): Promise<Record<string, unknown>> => {
  const collected = await collectOpenCapFormat(em, company);
  const files: Record<string, unknown> = {
    [ocfFileNames.stakeholders]: fileOf('OCF_STAKEHOLDERS_FILE', collected.stakeholders),
    [ocfFileNames.stockClasses]: fileOf('OCF_STOCK_CLASSES_FILE', collected.stockClasses),
    [ocfFileNames.transactions]: fileOf('OCF_TRANSACTIONS_FILE', collected.transactions),
    [ocfFileNames.stockPlans]: fileOf('OCF_STOCK_PLANS_FILE', []),
    [ocfFileNames.stockLegendTemplates]: fileOf('OCF_STOCK_LEGEND_TEMPLATES_FILE', []),
    [ocfFileNames.vestingTerms]: fileOf('OCF_VESTING_TERMS_FILE', []),
    [ocfFileNames.valuations]: fileOf('OCF_VALUATIONS_FILE', []),
  };
  const reference = (name: string) => [{ filepath: name, md5: md5(bytesOf(files[name])) }];
  return {
    [ocfFileNames.manifest]: {
      file_type: 'OCF_MANIFEST_FILE',
      ocf_version: ocfVersion,
      issuer: collected.issuer,
      as_of: now.toISOString().slice(0, 10),
      generated_at: now.toISOString(),
      comments: [nordicExtensionComment],
      stakeholders_files: reference(ocfFileNames.stakeholders),
      stock_classes_files: reference(ocfFileNames.stockClasses),
      transactions_files: reference(ocfFileNames.transactions),
      stock_plans_files: reference(ocfFileNames.stockPlans),
      stock_legend_templates_files: reference(ocfFileNames.stockLegendTemplates),
      vesting_terms_files: reference(ocfFileNames.vestingTerms),
      valuations_files: reference(ocfFileNames.valuations),
    },
    ...files,
    [ocfFileNames.nordicExtension]: collected.extension,
  };
};

/** The package as one zip (`<orgNo>-ocf.zip`), read in one transaction so its files agree. */
export const exportOpenCapFormat = ({ em, company }: { em: EntityManager; company: Company }) =>
  em.transactional(async (tx) => {
    const files = await openCapFormatFiles({ em: tx, company });
    return {
      fileName: `${company.organisationNumber}-ocf.zip`,
      zip: zipSync(Object.fromEntries(Object.entries(files).map(([name, content]) => [name, bytesOf(content)]))),
    };
  });
