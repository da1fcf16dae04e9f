import { formatNumber, type AgendaItem } from '@andel/domain/shared';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { currentLanguage, LoadingState } from '@andel/ui/shell';
import { agendaItemLabel } from '@andel/ui/live-meeting';
import { useAdminLiveMeeting } from '../live-meeting/useAdminLiveMeeting';

/** Each voted item's votes and outcome as the minutes will record them, live over the meeting's socket. */
export const MinutesVoteResults = ({ projectId, agenda }: { projectId: string; agenda: AgendaItem[] }) => {
  const { t } = useTranslation();
  const { view } = useAdminLiveMeeting(projectId);
  if (!view) return <LoadingState />;
  const language = currentLanguage();
  return (
    <Table size="small" aria-label={t('minutes.panel.results')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('minutes.panel.results.item')}</TableCell>
          <TableCell>{t('minutes.panel.results.votes')}</TableCell>
          <TableCell>{t('minutes.panel.results.outcome')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {view.items.map((item) => (
          <TableRow key={item.itemId}>
            <TableCell>{agendaItemLabel(t, agenda, item.itemId)}</TableCell>
            <TableCell>{t('liveMeeting.voting.totals', Object.fromEntries(Object.entries(item.votes).map(([name, value]) => [name, formatNumber(value, language)])))}</TableCell>
            <TableCell>{t(`matterOutcome.${item.outcome.outcome}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
