import { formatShareClassNames, isLanguage, type ShareClassRecord } from '@andel/domain/shared';
import { useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';

/** The class's name in the interface language: its custom name, or the code's translation. */
export const useShareClassName = () => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'nb';
  return (record: ShareClassRecord) => formatShareClassNames({ code: record.shareTypeCode, customNames: record.customNames }, language, t).name;
};

export const ShareClassNameField = (_props: { label?: string }) => {
  const record = useRecordContext<ShareClassRecord>();
  const name = useShareClassName();
  return record ? <span>{name(record)}</span> : null;
};
