import type { ProjectView, ViewingRecipient, ViewingStatus } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiFetch, ErrorState, LoadingState } from '@andel/ui/shell';
import { governanceQueryRoot } from '../useGovernanceMutation';
import { boardMeetingPreviewPath } from '../board-member-view/preview-path';
import { ReopenDocumentDialog } from './ReopenDocumentDialog';
import { ResendNoticeDialog } from './ResendNoticeDialog';
import { SendForViewingDialog } from './SendForViewingDialog';

const stateColor = { UNSENT: 'default', SENT: 'info', DELIVERED: 'success', SENDING_FAILED: 'error', DELIVERY_FAILED: 'error' } as const;

/** The recipients of the notice in force: delivery state, when each viewed it, edit and resend. */
const ViewingStatusTable = ({ status, canEdit, onEdit }: { status: ViewingStatus; canEdit: boolean; onEdit: (recipient: ViewingRecipient) => void }) => {
  const { t } = useTranslation();
  return (
    <Table size="small" aria-label={t('viewingStatus.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('viewingStatus.name')}</TableCell>
          <TableCell>{t('viewingStatus.email')}</TableCell>
          <TableCell>{t('viewingStatus.state')}</TableCell>
          <TableCell>{t('viewingStatus.viewed')}</TableCell>
          {canEdit && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {status.statusForViewers.map((recipient) => (
          <TableRow key={recipient.recipientDocumentId}>
            <TableCell>{recipient.recipientName}</TableCell>
            <TableCell>{recipient.recipientEmail}</TableCell>
            <TableCell>
              <Chip size="small" color={stateColor[recipient.deliveryState]} label={t(`deliveryState.${recipient.deliveryState}`)} />
            </TableCell>
            <TableCell>{recipient.viewedTime ? new Date(recipient.viewedTime).toLocaleString() : t('viewingStatus.notViewed')}</TableCell>
            {canEdit && (
              <TableCell>
                <Button size="small" onClick={() => onEdit(recipient)} aria-label={t('viewingStatus.editFor', { name: recipient.recipientName })}>
                  {t('viewingStatus.editAndResend')}
                </Button>
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

type Open = { kind: 'send' } | { kind: 'reopen' } | { kind: 'edit'; recipient: ViewingRecipient } | null;

/** A meeting's notice as its sending panel needs it. */
export type SendableNotice = { documentId: string; sentAt: string | null; isLocked: boolean };

/**
 * A meeting notice's sending (seed 002, section 2: send for viewing, viewing status, reopen), for either meeting: send
 * it from the dialog, follow each recipient's delivery and viewing (refreshed while the page is shown), edit and resend
 * to one, reopen. `actions` are the meeting's own buttons beside send (a preview), `notSent` what shows before sending.
 */
export const NoticeSendingPanel = ({
  orgNo,
  notice,
  canEdit,
  actions,
  notSent,
  defaultMessageKey,
}: {
  orgNo: string;
  notice: SendableNotice;
  canEdit: boolean;
  actions?: ReactNode;
  notSent?: ReactNode;
  defaultMessageKey?: string;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const status = useQuery({
    queryKey: [governanceQueryRoot, 'viewing-status', notice.documentId],
    queryFn: ({ signal }) => apiFetch<ViewingStatus>(`/document/${encodeURIComponent(notice.documentId)}/${encodeURIComponent(orgNo)}/viewing-status`, { signal }),
    enabled: Boolean(notice.sentAt),
    refetchInterval: 5_000,
  });
  const close = () => setOpen(null);
  return (
    <Box component="section" aria-labelledby="notice-viewing" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="notice-viewing" variant="h2">
        {t('viewingStatus.title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canEdit && !notice.sentAt && (
          <Button variant="contained" onClick={() => setOpen({ kind: 'send' })}>
            {t('viewingDialog.open')}
          </Button>
        )}
        {actions}
        {canEdit && notice.isLocked && (
          <Button color="warning" onClick={() => setOpen({ kind: 'reopen' })}>
            {t('reopenDialog.open')}
          </Button>
        )}
      </Stack>
      {!notice.sentAt ? (
        (notSent ?? <Typography sx={{ color: 'text.secondary' }}>{t('viewingStatus.notSent')}</Typography>)
      ) : status.isPending ? (
        <LoadingState />
      ) : status.isError ? (
        <ErrorState error={status.error} onRetry={() => void status.refetch()} />
      ) : (
        <ViewingStatusTable status={status.data} canEdit={canEdit} onEdit={(recipient) => setOpen({ kind: 'edit', recipient })} />
      )}
      {open?.kind === 'send' && <SendForViewingDialog orgNo={orgNo} documentId={notice.documentId} onClose={close} {...(defaultMessageKey ? { defaultMessageKey } : {})} />}
      {open?.kind === 'reopen' && <ReopenDocumentDialog orgNo={orgNo} documentId={notice.documentId} onClose={close} />}
      {open?.kind === 'edit' && <ResendNoticeDialog orgNo={orgNo} documentId={notice.documentId} recipient={open.recipient} onClose={close} />}
    </Box>
  );
};

/** The board meeting notice's sending panel, with the live preview of the board's votes and comments. */
export const NoticeViewing = ({ project, canEdit }: { project: ProjectView; canEdit: boolean }) => {
  const { t } = useTranslation();
  const notice = project.documents.find((document) => document.documentType === 'notice_board_meeting');
  if (!notice) return null;
  const orgNo = project.organisationNumber;
  return (
    <NoticeSendingPanel
      orgNo={orgNo}
      notice={notice}
      canEdit={canEdit}
      actions={
        <Button variant="outlined" component={Link} to={boardMeetingPreviewPath(orgNo, project.id)}>
          {t('boardMeetingPreview.open')}
        </Button>
      }
    />
  );
};
