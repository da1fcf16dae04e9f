import { formatNumber, formatPercentPoints, formatShares, isLanguage, type Ownership as TOwnership } from '@andel/domain/shared';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The holder's shares and votes from the register at the meeting date, in the reader's notation. */
export const Ownership = ({ ownership, totalNumberOfVotes }: { ownership: TOwnership; totalNumberOfVotes: string }) => {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'nb';
  const percent = formatPercentPoints(ownership.votePercent, language);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('noticeForShareholder.ownership')}>
      <Typography variant="h2" sx={{ fontSize: 18, mb: 1 }}>
        {t('noticeForShareholder.ownership')}
      </Typography>
      <Typography>
        {t('noticeForShareholder.ownership.shares')}: {formatShares(ownership.shares, language)}
      </Typography>
      <Typography>
        {t('noticeForShareholder.ownership.votes')}: {formatNumber(ownership.votes, language)} ({t('noticeForShareholder.ownership.votePercent', { percent, total: formatNumber(totalNumberOfVotes, language) })})
      </Typography>
    </Paper>
  );
};
