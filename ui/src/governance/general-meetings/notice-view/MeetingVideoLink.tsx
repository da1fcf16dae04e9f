import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The meeting's video link (a settings field), as the notice, the holder's meeting tab and the admin's live view show it. */
export const MeetingVideoLink = ({ link }: { link: string | null }) => {
  const { t } = useTranslation();
  if (!link) return null;
  return (
    <Typography>
      {`${t('generalMeetings.meetingLink')}: `}
      <Link href={link} target="_blank" rel="noopener noreferrer">
        {link}
      </Link>
    </Typography>
  );
};
