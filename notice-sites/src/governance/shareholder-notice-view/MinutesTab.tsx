import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { downloadNoticeFile } from '@andel/ui/board-meeting';

/** The minutes tab, once the minutes are published: the minutes as a PDF with each item's votes, capital and outcome. */
export const MinutesTab = ({ basePath, password }: { basePath: string; password: string | null }) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{t('noticeForShareholder.minutesPublished')}</Typography>
      <Button variant="contained" onClick={() => void downloadNoticeFile(`${basePath}/download-minutes`, password, 'minutes.pdf')}>
        {t('noticeForShareholder.downloadMinutes')}
      </Button>
    </Stack>
  );
};
