import type { GeneralMeetingNoticeMeeting } from '@andel/domain/shared';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { noticeAgendaItemLabel } from './notice-agenda-label';
import { MeetingVideoLink } from './MeetingVideoLink';
import { RichTextLines } from './RichTextLines';

type Entry = GeneralMeetingNoticeMeeting['mattersForVoting'][number];

/**
 * A general meeting's web notice as a holder reads it (and the admin previews it): time, form and place, the video link,
 * and the agenda in the seed's order with the board's proposal under each item.
 */
export const NoticeContent = ({ meeting }: { meeting: GeneralMeetingNoticeMeeting }) => {
  const { t, i18n } = useTranslation();
  const place = meeting.meetingPlace === 'inlineAddress' && meeting.inlineAddressValue ? meeting.inlineAddressValue : t('meetingPlace.companysOffice');
  const title = (entry: Entry) => (entry.item === 'decision' ? noticeAgendaItemLabel(t, i18n.language, meeting.mattersForVoting, entry.decisionId) : t(`generalMeetings.agenda.${entry.item}`));
  const proposalOf = (entry: Entry) => {
    if (entry.item !== 'decision') return [];
    const language = i18n.language === 'sv' ? 'sv' : i18n.language === 'en' ? 'en' : 'no';
    const texts = meeting.proposals.filter((proposal) => proposal.decisionId === entry.decisionId);
    return (texts.find((proposal) => proposal.language === language) ?? texts[0])?.lines ?? [];
  };
  return (
    <Stack spacing={2}>
      <Typography>{t('noticeForShareholder.time', { start: meeting.meetingStartDate.replace('T', ' '), end: meeting.meetingEndDate.replace('T', ' ') })}</Typography>
      <Typography>
        {t(`meetingForm.${meeting.meetingForm}`)}
        {meeting.isElectronic ? '' : ` – ${t('noticeForShareholder.place', { place })}`}
      </Typography>
      <MeetingVideoLink link={meeting.meetingLink} />
      <Typography variant="h2" sx={{ fontSize: 20 }}>
        {t('noticeForShareholder.agenda')}
      </Typography>
      <List dense aria-label={t('noticeForShareholder.agenda')}>
        {meeting.mattersForVoting.map((entry, index) => (
          <ListItem key={entry.item === 'decision' ? entry.decisionId : entry.item} disableGutters>
            <ListItemText primary={`${index + 1}. ${title(entry)}`} secondary={<RichTextLines lines={proposalOf(entry)} />} slotProps={{ secondary: { component: 'div' } }} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
};
