import type { GeneralMeetingNoticeMeeting, GeneralMeetingView, NoticeAddressee } from '@andel/domain/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFetch, DownloadButton, ErrorState, LoadingState, useNotify } from '@andel/ui/shell';
import { NoticeSendingPanel } from '../meeting-documents/NoticeViewing';
import { governanceQueryRoot } from '../useGovernanceMutation';
import { NoticeContent } from '@andel/ui/notice-view';

/** Whom the notice goes to if sent now, each holder with or without an email, then the extra participants. */
const AddresseesTable = ({ addressees }: { addressees: NoticeAddressee[] }) => {
  const { t } = useTranslation();
  return (
    <Stack spacing={1}>
      <Typography variant="h3" sx={{ fontSize: 18 }}>
        {t('generalMeetings.notice.addressees')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('generalMeetings.notice.addresseesHelp')}
      </Typography>
      <Table size="small" aria-label={t('generalMeetings.notice.addressees')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('viewingStatus.name')}</TableCell>
            <TableCell>{t('viewingStatus.email')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {addressees.map((addressee) => (
            <TableRow key={`${addressee.kind}-${addressee.id}`}>
              <TableCell>{addressee.name}</TableCell>
              <TableCell>{addressee.email ?? t('generalMeetings.notice.noEmail')}</TableCell>
              <TableCell>{t(`generalMeetings.notice.kind.${addressee.kind}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Stack>
  );
};

/** The web notice as the holders will read it (`GET /project/{projectId}/preview-meeting/SHAREHOLDER`). */
const WebNoticePreview = ({ projectId, onClose }: { projectId: string; onClose: () => void }) => {
  const { t } = useTranslation();
  const preview = useQuery({
    queryKey: [governanceQueryRoot, 'general-meeting-web-notice', projectId],
    queryFn: ({ signal }) => apiFetch<GeneralMeetingNoticeMeeting>(`/project/${encodeURIComponent(projectId)}/preview-meeting/SHAREHOLDER`, { signal }),
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="web-notice-preview">
      <DialogTitle id="web-notice-preview">{t('generalMeetings.notice.previewWebTitle')}</DialogTitle>
      <DialogContent>
        {preview.isPending ? (
          <LoadingState />
        ) : preview.isError ? (
          <ErrorState error={preview.error} onRetry={() => void preview.refetch()} />
        ) : (
          <Stack spacing={2}>
            <Typography variant="h2" sx={{ fontSize: 22 }}>
              {`${preview.data.companyName}: ${preview.data.meetingTitle}`}
            </Typography>
            <NoticeContent meeting={preview.data} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('generalMeetings.notice.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};

/** The admin's copy of each holder's notice link (`GET /project/{projectId}/noticeForShareholdersUrl`). */
const HolderLinks = ({ meeting }: { meeting: GeneralMeetingView }) => {
  const { t } = useTranslation();
  const notify = useNotify();
  const urls = useQuery({
    queryKey: [governanceQueryRoot, 'general-meeting-notice-urls', meeting.projectId],
    queryFn: ({ signal }) => apiFetch<Record<string, string>>(`/project/${encodeURIComponent(meeting.projectId)}/noticeForShareholdersUrl`, { signal }),
  });
  const copy = (url: string) =>
    navigator.clipboard.writeText(url).then(
      () => notify({ messageKey: 'generalMeetings.notice.linkCopied', severity: 'success' }),
      () => notify({ messageKey: 'general-error', severity: 'error' }),
    );
  return (
    <Stack spacing={0.5}>
      {meeting.notice.recipients.map((recipient) => {
        const url = urls.data?.[recipient.shareholderId];
        return (
          <Stack key={recipient.noticeForShareholderId} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ minWidth: 200 }}>{recipient.name}</Typography>
            <Button size="small" disabled={!url} onClick={() => void copy(url!)} aria-label={t('generalMeetings.notice.copyLinkFor', { name: recipient.name })}>
              {t('generalMeetings.notice.copyLink')}
            </Button>
          </Stack>
        );
      })}
    </Stack>
  );
};

/**
 * The general meeting's notice tab (seed 002, section 2; issue 24): whom it goes to (the holders on today's register
 * and the extra participants), a preview of the PDF and of the web notice, then send, with each recipient's delivery,
 * edit and resend to one, reopen, and the admin's copy of each holder's link. No notice goes out once the meeting began.
 */
export const GeneralMeetingNoticeTab = ({ orgNo, meeting }: { orgNo: string; meeting: GeneralMeetingView }) => {
  const { t } = useTranslation();
  const [previewing, setPreviewing] = useState(false);
  if (!meeting.noticeDocumentId) return <Alert severity="info">{t('generalMeetings.notSaved')}</Alert>;
  const notice = { documentId: meeting.noticeDocumentId, sentAt: meeting.notice.sentAt, isLocked: meeting.noticeIsLocked };
  return (
    <Stack spacing={2}>
      {meeting.isHeld && !notice.sentAt && <Alert severity="info">{t('generalMeetings.notice.afterMeeting')}</Alert>}
      <NoticeSendingPanel
        orgNo={orgNo}
        notice={notice}
        canEdit={!meeting.isHeld || Boolean(notice.sentAt)}
        defaultMessageKey="generalMeetings.notice.defaultMessage"
        actions={
          <>
            <DownloadButton path={`/document/view/pdf/${encodeURIComponent(notice.documentId)}/${encodeURIComponent(orgNo)}`} labelKey="generalMeetings.notice.previewPdf" errorKey="general-error" />
            <Button variant="outlined" disabled={!meeting.saved} onClick={() => setPreviewing(true)}>
              {t('generalMeetings.notice.previewWeb')}
            </Button>
          </>
        }
        notSent={<AddresseesTable addressees={meeting.addressees} />}
      />
      {notice.sentAt && <HolderLinks meeting={meeting} />}
      {previewing && <WebNoticePreview projectId={meeting.projectId} onClose={() => setPreviewing(false)} />}
    </Stack>
  );
};
