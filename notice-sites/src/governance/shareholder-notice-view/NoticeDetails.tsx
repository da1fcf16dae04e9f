import type { GeneralMeetingNoticeMeeting } from '@andel/domain/shared';
import { NoticeContent } from '@andel/ui/notice-view';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { downloadNoticeFile } from '@andel/ui/board-meeting';

/** The web notice (shared with the admin's preview) and the notice's downloads. */
export const NoticeDetails = ({ meeting, basePath, password }: { meeting: GeneralMeetingNoticeMeeting; basePath: string; password: string | null }) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <NoticeContent meeting={meeting} />
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
