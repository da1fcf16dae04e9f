import type { EntityManager } from '@mikro-orm/core';
import type { Language } from '../../kernel/i18n/languages';
import { translate } from '../../collected/translate';
import type { Company } from '../../platform/companies/company.entity';
import type { User } from '../../platform/users/user.entity';
import type { RegisterFile } from '../export/export-register';
import { findOwnershipSubsidiaries } from './find-ownership-subsidiaries';
import { getOwnershipMap } from './get-ownership-map';
import type { TOwnershipMapQuery } from './ownership.schemas';
import { renderOwnershipMapPdf } from './render-ownership-map-pdf';
import { renderOwnershipMapSvg } from './render-ownership-map-svg';
import { renderSubsidiaryExcel } from './render-subsidiary-excel';

type Options = { em: EntityManager; company: Company; user: User; language: Language; query: TOwnershipMapQuery };

const baseName = (company: Company, query: TOwnershipMapQuery) => `ownership-${company.organisationNumber}-${query.graphType}`;

/** The map as an SVG download (`shareholder-map`, `subsidiary-map`). */
export const ownershipMapSvg = async ({ em, company, language, query }: Options): Promise<RegisterFile> => {
  const svg = renderOwnershipMapSvg(await getOwnershipMap({ em, company, query }), translate(language, 'ownership.map.title', { name: company.name }));
  return { fileName: `${baseName(company, query)}.svg`, contentType: 'image/svg+xml; charset=utf-8', write: async (stream) => void stream.end(svg) };
};

/** The map as a one-page PDF download (`shareholder-map-pdf`, `subsidiary-map-pdf`). */
export const ownershipMapPdf = async ({ em, company, language, query }: Options): Promise<RegisterFile> => {
  const map = await getOwnershipMap({ em, company, query });
  return { fileName: `${baseName(company, query)}.pdf`, contentType: 'application/pdf', write: (stream) => renderOwnershipMapPdf(map, translate(language, 'ownership.map.title', { name: company.name }), stream) };
};

/** The subsidiaries on every level as a spreadsheet (`subsidiary-excel`). */
export const subsidiaryExcel = async ({ em, company, user, language, query }: Options): Promise<RegisterFile> => {
  const subsidiaries = await findOwnershipSubsidiaries({ em, company, user, levels: query.levels, threshold: query.threshold });
  return {
    fileName: `subsidiaries-${company.organisationNumber}.xlsx`,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    write: (stream) => renderSubsidiaryExcel(subsidiaries, translate(language, 'ownership.title'), language, stream),
  };
};
