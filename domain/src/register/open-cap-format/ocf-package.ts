/** The OCF version of the schemas in `domain/data/ocf` (the manifest's `ocf_version` constant). */
export const ocfVersion = '1.2.1-alpha+main';

export const ocfFileTypes = [
  'OCF_MANIFEST_FILE',
  'OCF_STAKEHOLDERS_FILE',
  'OCF_STOCK_CLASSES_FILE',
  'OCF_STOCK_LEGEND_TEMPLATES_FILE',
  'OCF_STOCK_PLANS_FILE',
  'OCF_TRANSACTIONS_FILE',
  'OCF_VALUATIONS_FILE',
  'OCF_VESTING_TERMS_FILE',
  'OCF_FINANCINGS_FILE',
  'OCF_DOCUMENTS_FILE',
] as const;
export type OcfFileType = (typeof ocfFileTypes)[number];

/** The package's files (a zip, the container OCF names): the manifest at the root, one file per kind of object. */
export const ocfFileNames = {
  manifest: 'Manifest.ocf.json',
  stakeholders: 'Stakeholders.ocf.json',
  stockClasses: 'StockClasses.ocf.json',
  transactions: 'Transactions.ocf.json',
  stockPlans: 'StockPlans.ocf.json',
  stockLegendTemplates: 'StockLegendTemplates.ocf.json',
  vestingTerms: 'VestingTerms.ocf.json',
  valuations: 'Valuations.ocf.json',
  nordicExtension: 'andel-nordic-extension.json',
} as const;

/**
 * OCF objects allow no properties beyond their schema's, so the Nordic facts travel in a file of their own beside
 * the OCF files, named in the manifest's comments by this line (see docs/decisions/register/open-cap-format.md).
 */
export const nordicExtensionComment = `x-andel-nordic-extension: ${ocfFileNames.nordicExtension}`;
export const nordicExtensionName = 'andel-nordic';
export const nordicExtensionVersion = 1;

/** The largest package accepted for import (zipped), and the most its files may inflate to together. */
export const ocfImportLimits = { maxBytes: 50 * 1024 * 1024, maxInflatedBytes: 500 * 1024 * 1024 } as const;
