import type { BatchCompanyView, BatchNoticeState } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { DownloadButton, ErrorState, LoadingState } from '@andel/ui/shell';
import { generalMeetingPath } from '../general-meetings/general-meeting-paths';
import { batchProjectsPath } from './batch-project-paths';
import { SendBatchNoticesDialog, type BatchNoticeTarget } from './SendBatchNoticesDialog';
import { useBatchProject } from './useBatchProjects';

const stateColor = { NOT_REQUESTED: 'default', QUEUED: 'info', SENT: 'success', FAILED: 'error' } as const satisfies Record<BatchNoticeState, string>;

/** Whether a company's notice can still be asked for: not sent, not waiting. */
const sendable = ({ noticeState }: BatchCompanyView) => noticeState === 'NOT_REQUESTED' || noticeState === 'FAILED';

/** How far a company's notice has come: its recipients delivered of all, as a bar and in words. */
const Progress = ({ company }: { company: BatchCompanyView }) => {
  const { t } = useTranslation();
  if (!company.recipients) return null;
  const delivered = company.deliveries.DELIVERED;
  const text = t('batchProjects.overview.progressText', { delivered, recipients: company.recipients });
  return (
    <Stack spacing={0.5} sx={{ minWidth: 140 }}>
      <LinearProgress variant="determinate" value={(100 * delivered) / company.recipients} aria-label={text} />
      <Typography variant="body2">{text}</Typography>
    </Stack>
  );
};

/**
 * One batch's overview (issue 27): each company's project, linked to its general meeting, its notice's state (sent,
 * waiting, refused with the reason) and delivery, its notice PDF, "send notice" per company and "send all".
 * Sending is not offered on the companies' own projects (seed 002, section 4) but here.
 */
export const BatchProjectOverview = () => {
  const { t } = useTranslation();
  const { scope = 'all', batchId = '' } = useParams();
  const batch = useBatchProject(batchId);
  const [target, setTarget] = useState<BatchNoticeTarget | null>(null);
  const back = (
    <Link component={RouterLink} to={batchProjectsPath(scope)}>
      ← {t('batchProjects.back')}
    </Link>
  );
  if (batch.isPending) return <LoadingState />;
  if (batch.isError)
    return (
      <Stack spacing={2}>
        {back}
        <ErrorState error={batch.error} />
      </Stack>
    );
  const { data } = batch;
  return (
    <Stack spacing={2}>
      {back}
      <div>
        <Typography variant="h2">{data.projectName}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{t('batchProjects.overview.meeting', { meetingDate: data.meetingDate })}</Typography>
        <Typography sx={{ color: 'text.secondary' }}>{data.decisions.map((type) => t(`decisionType.${type}`)).join(', ')}</Typography>
      </div>
      <div>
        <Button variant="contained" disabled={!data.companies.some(sendable)} onClick={() => setTarget({ kind: 'all' })}>
          {t('batchProjects.send.all')}
        </Button>
      </div>
      <Table size="small" aria-label={t('batchProjects.overview.companies')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('batchProjects.overview.company')}</TableCell>
            <TableCell>{t('batchProjects.overview.notice')}</TableCell>
            <TableCell>{t('batchProjects.overview.progress')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {data.companies.map((company) => (
            <TableRow key={company.projectId}>
              <TableCell>
                <Link component={RouterLink} to={generalMeetingPath(company.organisationNumber, company.projectId)} aria-label={t('batchProjects.overview.openProject', { company: company.companyName })}>
                  {company.companyName}
                </Link>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {company.organisationNumber}
                </Typography>
              </TableCell>
              <TableCell>
                <Chip size="small" color={stateColor[company.noticeState]} label={t(`batchNoticeState.${company.noticeState}`)} />
                {company.noticeError && (
                  <Typography variant="body2" color="error">
                    {t(company.noticeError)}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <Progress company={company} />
              </TableCell>
              <TableCell>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
                  {company.noticeDocumentId && (
                    <DownloadButton size="small" path={`/document/view/pdf/${encodeURIComponent(company.noticeDocumentId)}/${encodeURIComponent(company.organisationNumber)}`} labelKey="batchProjects.overview.noticePdf" errorKey="general-error" />
                  )}
                  {sendable(company) && (
                    <Button size="small" aria-label={t('batchProjects.send.oneFor', { company: company.companyName })} onClick={() => setTarget({ kind: 'one', projectId: company.projectId, companyName: company.companyName })}>
                      {t('batchProjects.send.one')}
                    </Button>
                  )}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {target && <SendBatchNoticesDialog batchProjectId={data.id} target={target} onClose={() => setTarget(null)} />}
    </Stack>
  );
};
