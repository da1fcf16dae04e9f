import { formatShares, type ShareClassRecord, type ShareholderListItem } from '@andel/domain/shared';
import { useTranslation } from 'react-i18next';
import { useGetList } from 'react-admin';
import { shareClassResource } from '../../../platform/companies/data-provider';
import { currentLanguage } from '@andel/ui/shell';
import { shareholderResource } from '../../shareholders';
import { useShareClassName } from '../../share-classes/ShareClassName';

/** Every shareholder of the company (current and former) by name, with today's total shares. */
const useShareholders = () =>
  useGetList<ShareholderListItem>(shareholderResource, {
    pagination: { page: 1, perPage: 500 },
    filter: { status: 'all' },
    sort: { field: 'name', order: 'ASC' },
  }).data ?? [];

/** Each shareholder's name by id. */
export const useShareholderNames = (): Map<string, string> => {
  const { t } = useTranslation();
  return new Map(useShareholders().map((holder) => [holder.id, holder.name ?? t('shareholders.unnamed')]));
};

/**
 * Every shareholder of the company (current and former) by name, as picker choices. Each names the birth date or
 * organisation number and today's holding, so two holders of one name can be told apart:
 * "Anders Andersen (1972-09-13, 1 909 aksjer)".
 */
export const useShareholderChoices = () => {
  const { t } = useTranslation();
  return useShareholders().map((holder) => {
    const details = [holder.birthDateOrOrganisationNumber, t('transactions.form.holderShares', { shares: formatShares(holder.totalShares, currentLanguage()) })].filter(Boolean);
    return { id: holder.id, name: `${holder.name ?? t('shareholders.unnamed')} (${details.join(', ')})` };
  });
};

/** The company's share classes by their display name, and a lookup of a class's name by id. */
export const useShareClassChoices = () => {
  const name = useShareClassName();
  const { data = [] } = useGetList<ShareClassRecord>(shareClassResource, { pagination: { page: 1, perPage: 100 } });
  const choices = data.map((shareClass) => ({ id: shareClass.id, name: name(shareClass) }));
  return { choices, nameOf: (id: string) => choices.find((choice) => choice.id === id)?.name };
};
