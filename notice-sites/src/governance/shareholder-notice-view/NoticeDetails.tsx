import type { GeneralMeetingNoticeMeeting } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { downloadNoticeFile } from '../board-member-view';
import { agendaItemLabel } from './agenda-item-label';
import { RichTextLines } from './RichTextLines';

/** The meeting's time and place, its agenda in the seed's order, and the notice's downloads. */
export const NoticeDetails = ({ meeting, basePath, password }: { meeting: GeneralMeetingNoticeMeeting; basePath: string; password: string | null }) => {
  const { t, i18n } = useTranslation();
  const place = meeting.meetingPlace === 'inlineAddress' && meeting.inlineAddressValue ? meeting.inlineAddressValue : t('meetingPlace.companysOffice');
  const title = (entry: GeneralMeetingNoticeMeeting['mattersForVoting'][number]) => {
    if (entry.item !== 'decision') return t(`generalMeetings.agenda.${entry.item}`);
    return agendaItemLabel(t, i18n.language, meeting.mattersForVoting, entry.decisionId);
  };
  const proposalOf = (entry: GeneralMeetingNoticeMeeting['mattersForVoting'][number]) => {
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
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => void downloadNoticeFile(`${basePath}/download-pdf`, password, 'notice.pdf')}>
          {t('noticeForShareholder.downloadPdf')}
        </Button>
        {meeting.attachments.length > 0 && (
          <Button variant="outlined" onClick={() => void downloadNoticeFile(`${basePath}/download-notice-and-attachments/${meeting.noticeDocumentId}`, password)}>
            {t('noticeForShareholder.downloadNoticeAndAttachments')}
          </Button>
        )}
        {meeting.attachments.map((attachment) => (
          <Button key={attachment.id} onClick={() => void downloadNoticeFile(`${basePath}/attachment/${attachment.id}`, password, attachment.filename)}>
            {attachment.filename}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
};
