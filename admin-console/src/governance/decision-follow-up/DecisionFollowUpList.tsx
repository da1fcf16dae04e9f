import { formatLongDate, uploadAccept, type DecisionFollowUpItem, type FollowUpStep } from '@andel/domain/shared';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { apiFetch, currentLanguage, DownloadButton, EmptyState, FileButton, FormError, uploadFiles } from '@andel/ui/shell';
import { projectPath } from '../projects/project-paths';
import { governanceQueryRoot, useGovernanceMutation } from '../useGovernanceMutation';

const statusColor = { READY: 'default', IN_PROGRESS: 'warning', COMPLETED: 'success' } as const;

const decisionBase = (item: DecisionFollowUpItem) => `/follow-up/decisions/${encodeURIComponent(item.organisationNumber)}/${encodeURIComponent(item.decisionId)}`;

/** The files of a step's kind, and the upload of another. */
const StepFiles = ({ item, step }: { item: DecisionFollowUpItem; step: FollowUpStep }) => {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const kind = step.attachmentType!;
  const upload = useGovernanceMutation({
    mutationFn: (file: File) => uploadFiles(`${decisionBase(item)}/attachments?kind=${kind}`, [file], setProgress, 'file').finally(() => setProgress(null)),
    successKey: 'decisionFollowUp.uploaded',
  });
  return (
    <Stack spacing={0.5} sx={{ mt: 0.5 }}>
      <Typography variant="body2">{t(`decisionFollowUp.kind.${kind}`)}</Typography>
      {item.attachments
        .filter((attachment) => attachment.kind === kind)
        .map((attachment) => (
          <DownloadButton key={attachment.id} size="small" path={`${decisionBase(item)}/attachments/${attachment.id}`} labelKey="decisionFollowUp.file" labelParams={{ name: attachment.fileName }} errorKey="general-error" />
        ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <FileButton labelKey="decisionFollowUp.uploadFile" accept={uploadAccept} disabled={upload.isPending} onFile={(file) => upload.mutate(file)} />
        {progress !== null && <Typography variant="body2">{progress} %</Typography>}
      </Stack>
      <FormError error={upload.error} />
    </Stack>
  );
};

/** The register notification: its package to download, and marking it sent once the admin has sent it. */
const NotificationActions = ({ item }: { item: DecisionFollowUpItem }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  const queryClient = useQueryClient();
  const markSent = useGovernanceMutation({ mutationFn: () => apiFetch(`${decisionBase(item)}/register-notification/sent`, { method: 'POST' }), successKey: 'decisionFollowUp.markedSent' });
  // The first download records the package as produced: the step moves on and it may be marked sent.
  const produced = () => void queryClient.invalidateQueries({ queryKey: [governanceQueryRoot] });
  return (
    <Stack spacing={0.5} sx={{ mt: 0.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <DownloadButton size="small" path={`${decisionBase(item)}/register-notification?language=${language}`} labelKey="decisionFollowUp.download" errorKey="general-error" onDownloaded={produced} />
        {item.notification && !item.notification.sentAt && (
          <Button size="small" variant="outlined" loading={markSent.isPending} onClick={() => markSent.mutate(undefined)}>
            {t('decisionFollowUp.markSent')}
          </Button>
        )}
      </Stack>
      {item.notification && <Typography variant="body2">{t('decisionFollowUp.producedAt', { date: formatLongDate(item.notification.producedAt, language) })}</Typography>}
      {item.notification?.sentAt && <Typography variant="body2">{t('decisionFollowUp.sentAt', { date: formatLongDate(item.notification.sentAt, language) })}</Typography>}
      <FormError error={markSent.error} />
    </Stack>
  );
};

const StepRow = ({ item, step }: { item: DecisionFollowUpItem; step: FollowUpStep }) => {
  const { t } = useTranslation();
  const label = t(`decisionFollowUp.step.${step.type}`);
  return (
    <ListItem divider aria-label={label} sx={{ display: 'block' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography sx={{ color: step.isActive ? 'text.primary' : 'text.secondary' }}>{label}</Typography>
        <Chip size="small" color={statusColor[step.status]} variant="outlined" label={t(`decisionFollowUp.status.${step.status}`)} />
      </Stack>
      {step.type === 'viewSubscribers' && <Typography variant="body2">{t('decisionFollowUp.subscribers', { count: step.numberOfSubscribers ?? 0 })}</Typography>}
      {step.attachmentType && <StepFiles item={item} step={step} />}
      {step.type === 'sendToBR' && <NotificationActions item={item} />}
    </ListItem>
  );
};

/** The decision's title in the reader's language (the decision tool's documents say `no` for Norwegian). */
const titleOf = (item: DecisionFollowUpItem, language: string) =>
  (item.localizedTitles.find((entry) => entry.language === (language === 'nb' ? 'no' : language)) ?? item.localizedTitles[0])?.title ?? '';

/**
 * The decisions tab of the follow-up of matters: each decided decision with its follow-up steps (seed 002: follow-up
 * step types and states), where the files are uploaded and the register notification produced and marked sent; the
 * other steps are done on the decision's page in its project, which the title links to.
 */
export const DecisionFollowUpList = ({ rows, showCompany }: { rows: DecisionFollowUpItem[]; showCompany: boolean }) => {
  const { t } = useTranslation();
  const language = currentLanguage();
  if (rows.length === 0) return <EmptyState textKey="followUp.matters.empty.decisions" />;
  return (
    <Stack spacing={2}>
      {rows.map((item) => {
        const title = titleOf(item, language);
        return (
          <Paper key={item.decisionId} variant="outlined" component="section" aria-label={title} sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
                <Link component={RouterLink} to={projectPath(item.organisationNumber, item.projectId)}>
                  {title}
                </Link>
              </Typography>
              <Chip size="small" color={statusColor[item.status]} label={t(`decisionFollowUp.status.${item.status}`)} />
            </Stack>
            {showCompany && <Typography variant="body2">{`${item.companyName} (${item.organisationNumber})`}</Typography>}
            <Typography variant="body2">{`${item.projectName} · ${t('decisionFollowUp.decidedAt', { date: formatLongDate(item.decidedAt, language) })}`}</Typography>
            <List disablePadding aria-label={t('decisionFollowUp.steps')} sx={{ mt: 1 }}>
              {item.steps.map((step) => (
                <StepRow key={step.type} item={item} step={step} />
              ))}
            </List>
          </Paper>
        );
      })}
    </Stack>
  );
};
