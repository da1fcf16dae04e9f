import { formatNumber, isLanguage } from '@andel/domain/shared';
import { useRecordContext } from 'react-admin';
import { useTranslation } from 'react-i18next';

export const VotesPerShareField = ({ source }: { source: 'votesPerShare'; label?: string }) => {
  const record = useRecordContext<{ votesPerShare: string }>();
  const { i18n } = useTranslation();
  return record ? <span>{formatNumber(record[source], isLanguage(i18n.language) ? i18n.language : 'nb', 5)}</span> : null;
};
