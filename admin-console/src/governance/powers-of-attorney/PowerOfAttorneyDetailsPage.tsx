import { localeTag, type GeneralMeetingView, type PowerOfAttorneyView } from '@andel/domain/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { apiFetch, currentLanguage, ErrorState, LoadingState } from '@andel/ui/shell';
import { generalMeetingPath } from '../general-meetings/general-meeting-paths';
import { agendaItemLabel } from '@andel/ui/live-meeting';
import { governanceQueryRoot } from '../useGovernanceMutation';
import { powersOfAttorneyPath } from './power-of-attorney-paths';

/**
 * `/company/{orgNo}/power-of-attorney/{powerOfAttorneyId}/details`: who gave power to whom for which meeting, when it
 * was given or revoked, and the voting instruction for each agenda item by the item's name.
 */
export const PowerOfAttorneyDetailsPage = () => {
  const { t } = useTranslation();
  const { orgNo = '', powerOfAttorneyId = '' } = useParams();
  const power = useQuery({
    queryKey: [governanceQueryRoot, 'power-of-attorney', powerOfAttorneyId],
    queryFn: ({ signal }) => apiFetch<PowerOfAttorneyView>(`/company/${encodeURIComponent(orgNo)}/powers-of-attorney/${encodeURIComponent(powerOfAttorneyId)}`, { signal }),
  });
  const projectId = power.data?.projectId;
  const meeting = useQuery({
    queryKey: [governanceQueryRoot, 'general-meeting', projectId],
    queryFn: ({ signal }) => apiFetch<GeneralMeetingView>(`/project/${encodeURIComponent(projectId!)}/general-meeting`, { signal }),
    enabled: !!projectId,
  });
  const back = (
    <Button component={Link} to={powersOfAttorneyPath(orgNo)} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start' }}>
      {t('powersOfAttorney.back')}
    </Button>
  );
  if (power.isPending) return <LoadingState />;
  if (power.isError)
    return (
      <>
        {back}
        <ErrorState error={power.error} onRetry={() => void power.refetch()} />
      </>
    );
  const data = power.data;
  const dateTime = new Intl.DateTimeFormat(localeTag[currentLanguage()], { dateStyle: 'medium', timeStyle: 'short' });
  const agenda = meeting.data?.agenda ?? [];
  const itemIds = agenda.flatMap((entry) => (entry.item === 'decision' ? (entry.votedOn ? [entry.decisionId] : []) : entry.item === 'attendance' ? [] : [entry.item]));
  const facts: [string, string][] = [
    ['powersOfAttorney.details.giver', data.giverName],
    ['powersOfAttorney.details.recipient', `${data.poaRecipientName} (${t(`powersOfAttorney.recipientRole.${data.poaRecipientRole}`)})`],
    ['powersOfAttorney.details.email', data.poaRecipientEmail ?? '–'],
    ['powersOfAttorney.details.givenAt', dateTime.format(new Date(data.poaGivenAt))],
    ['powersOfAttorney.details.registeredBy', t(data.registeredByAdmin ? 'powersOfAttorney.details.byAdmin' : 'powersOfAttorney.details.byGiver')],
    ...(data.revokedAt ? [['powersOfAttorney.details.revokedAt', dateTime.format(new Date(data.revokedAt))] as [string, string]] : []),
  ];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      {back}
      <Typography variant="h1">{t('powersOfAttorney.details.title', { giverName: data.giverName })}</Typography>
      <Button component={Link} to={generalMeetingPath(orgNo, data.projectId)} sx={{ alignSelf: 'flex-start' }}>
        {data.projectName}
      </Button>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {facts.map(([key, value]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {t(key)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="h2" sx={{ fontSize: 20 }}>
        {t('powersOfAttorney.details.instructions')}
      </Typography>
      <Table size="small" aria-label={t('powersOfAttorney.details.instructions')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('powersOfAttorney.details.item')}</TableCell>
            <TableCell>{t('powersOfAttorney.details.instruction')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {itemIds.map((itemId) => (
            <TableRow key={itemId}>
              <TableCell>{agendaItemLabel(t, agenda, itemId)}</TableCell>
              <TableCell>{t(`votingInstruction.${data.votingInstructions[itemId] ?? 'discretion'}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
