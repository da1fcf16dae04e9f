import type { Ownership as TOwnership } from '@andel/domain/shared';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The holder's shares and votes from the register at the meeting date. */
export const Ownership = ({ ownership, totalNumberOfVotes }: { ownership: TOwnership; totalNumberOfVotes: string }) => {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label={t('noticeForShareholder.ownership')}>
      <Typography variant="h2" sx={{ fontSize: 18, mb: 1 }}>
        {t('noticeForShareholder.ownership')}
      </Typography>
      <Typography>
        {t('noticeForShareholder.ownership.shares')}: {ownership.shares}
      </Typography>
      <Typography>
        {t('noticeForShareholder.ownership.votes')}: {ownership.votes} ({t('noticeForShareholder.ownership.votePercent', { percent: ownership.votePercent, total: totalNumberOfVotes })})
      </Typography>
    </Paper>
  );
};
