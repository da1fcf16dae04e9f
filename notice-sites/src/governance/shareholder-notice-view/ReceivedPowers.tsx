import type { ReceivedPowerOfAttorney } from '@andel/domain/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The powers a reader holds: each giver, their votes and their voting instructions. */
export const ReceivedPowers = ({ powers }: { powers: readonly ReceivedPowerOfAttorney[] }) => {
  const { t } = useTranslation();
  if (!powers.length) return <Typography>{t('noticeForShareholder.received.none')}</Typography>;
  return (
    <>
      <Typography>{t('noticeForShareholder.received.intro')}</Typography>
      <List aria-label={t('noticeForShareholder.tab.receivedPowerOfAttorney')}>
        {powers.map((power) => (
          <ListItem key={power.shareholderId} disableGutters>
            <ListItemText
              primary={`${power.name} – ${power.ownership.votes} ${t('noticeForShareholder.ownership.votes').toLowerCase()}`}
              secondary={Object.entries(power.votingInstructions)
                .map(([item, instruction]) => `${item === 'meetingChair' || item === 'approveAgenda' ? t(`generalMeetings.agenda.${item}`) : t('noticeForShareholder.agenda.decision')}: ${t(`votingInstruction.${instruction}`)}`)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
};
