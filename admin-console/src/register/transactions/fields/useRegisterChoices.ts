import type { ShareholderRecord, ShareClassRecord } from '@andel/domain/shared';
import { useGetList } from 'react-admin';
import { shareClassResource } from '../../../platform/companies/data-provider';
import { shareholderResource } from '../../shareholders';
import { useShareClassName } from '../../share-classes/ShareClassName';

/** Every shareholder of the company (current and former) by name, as picker choices. */
export const useShareholderChoices = () => {
  const { data = [] } = useGetList<ShareholderRecord>(shareholderResource, {
    pagination: { page: 1, perPage: 500 },
    filter: { status: 'all' },
    sort: { field: 'name', order: 'ASC' },
  });
  return data.map((holder) => ({ id: holder.id, name: holder.name ?? '' }));
};

/** The company's share classes by their display name, and a lookup of a class's name by id. */
export const useShareClassChoices = () => {
  const name = useShareClassName();
  const { data = [] } = useGetList<ShareClassRecord>(shareClassResource, { pagination: { page: 1, perPage: 100 } });
  const choices = data.map((shareClass) => ({ id: shareClass.id, name: name(shareClass) }));
  return { choices, nameOf: (id: string) => choices.find((choice) => choice.id === id)?.name };
};
