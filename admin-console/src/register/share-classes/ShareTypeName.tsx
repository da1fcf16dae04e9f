import { formatShareTypeNames, isLanguage, type ShareTypeCode, type ShareTypeCustomName } from '@andel/domain/shared';
import { useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';

export type ShareTypeRecord = { id: string; shareTypeCode: ShareTypeCode; votesPerShare: string; historical: boolean; customNames: ShareTypeCustomName[] };

/** The class's name in the interface language: its custom name, or the code's translation. */
export const useShareTypeName = () => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'nb';
  return (record: ShareTypeRecord) => formatShareTypeNames({ code: record.shareTypeCode, customNames: record.customNames }, language, t).name;
};

export const ShareTypeNameField = (_props: { label?: string }) => {
  const record = useRecordContext<ShareTypeRecord>();
  const name = useShareTypeName();
  return record ? <span>{name(record)}</span> : null;
};
