import type { GeneralMeetingNoticeMeeting, ReceivedPowerOfAttorney } from '@andel/domain/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { noticeAgendaItemLabel as agendaItemLabel } from '@andel/ui/notice-view';

/** The powers a reader holds: each giver, their votes and their voting instructions by the items' names. */
export const ReceivedPowers = ({ powers, matters }: { powers: readonly ReceivedPowerOfAttorney[]; matters: GeneralMeetingNoticeMeeting['mattersForVoting'] }) => {
  const { t, i18n } = useTranslation();
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
                .map(([item, instruction]) => `${agendaItemLabel(t, i18n.language, matters, item)}: ${t(`votingInstruction.${instruction}`)}`)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
};
