import {
  attendanceFilters,
  filterAttendance,
  filterVoting,
  votingFilters,
  type AgendaItem,
  type AttendanceFilter,
  type AttendanceRow,
  type LiveMeetingAdminView,
  type VoteValue,
  type VotingFilter,
  boardVoteValues,
  formatNumber,
  holderLabel,
  type HolderDistinction,
} from '@andel/domain/shared';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableContainer from '@mui/material/TableContainer';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '@andel/ui/shell';
import { agendaItemLabel } from '@andel/ui/live-meeting';
import type { LiveVoteSender } from '@andel/ui/live-meeting';
import { useAdminRegistration } from './useAdminRegistration';

type Props = { view: LiveMeetingAdminView; agenda: AgendaItem[]; shareholders: { shareholderId: string; name: string; distinction: HolderDistinction | null; noticeForShareholderId: string }[]; onCopyLink: (noticeId: string) => void; castVote: LiveVoteSender };
type Row = AttendanceRow & { noticeId: string | null; distinction: HolderDistinction | null };

/** Every shareholder with a notice, with the participation the meeting has for them. */
const attendanceRows = ({ view, shareholders }: Props): Row[] => {
  const byShareholder = new Map(view.participationList.map((entry) => [entry.shareholderId, entry]));
  const rows = shareholders.map(({ shareholderId, name, distinction, noticeForShareholderId }) => {
    const entry = byShareholder.get(shareholderId);
    return { shareholderId, name, distinction, noticeId: noticeForShareholderId, isPresent: entry?.isPresent ?? false, representedByName: entry?.representedByName ?? null, registeredBy: entry?.registeredBy ?? null };
  });
  const listed = new Set(rows.map((row) => row.shareholderId));
  return [...rows, ...view.participationList.filter((entry) => !listed.has(entry.shareholderId)).map((entry) => ({ ...entry, noticeId: null }))].sort((a, b) => a.name.localeCompare(b.name));
};

const Filter = <F extends string>({ label, value, options, prefix, onChange }: { label: string; value: F; options: readonly F[]; prefix: string; onChange: (value: F) => void }) => {
  const { t } = useTranslation();
  return (
    <TextField select size="small" label={label} value={value} onChange={(event) => onChange(event.target.value as F)} sx={{ minWidth: 'min(200px, 100%)' }}>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {t(`${prefix}.${option}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/**
 * The attendance and voting tables of the live view with the seed's filters and the name-prefix search, where the admin
 * registers a shareholder present or absent and votes for one present on the chosen item while its step is not finished.
 */
export const LiveMeetingTables = (props: Props) => {
  const { t } = useTranslation();
  const { view, agenda } = props;
  const registration = useAdminRegistration(view.projectId, props.castVote);
  const [search, setSearch] = useState('');
  const [attendance, setAttendance] = useState<AttendanceFilter>('all');
  const [voting, setVoting] = useState<VotingFilter>('participating');
  const [itemId, setItemId] = useState('meetingChair');
  const rows = attendanceRows(props);
  const itemVotes = useMemo(() => new Map(view.individualVotes.filter((vote) => vote.itemId === itemId).map((vote) => [vote.shareholderId, vote])), [view.individualVotes, itemId]);
  const votes = useMemo(() => new Map<string, VoteValue>([...itemVotes].map(([shareholderId, vote]) => [shareholderId, vote.vote])), [itemVotes]);
  const item = view.items.find((candidate) => candidate.itemId === itemId);
  const openItem = item && item.status !== 'FINISHED' ? item : null;
  return (
    <Stack spacing={2}>
      <TextField size="small" label={t('liveMeeting.search')} value={search} onChange={(event) => setSearch(event.target.value)} sx={{ maxWidth: 320 }} />
      <Typography variant="h2" sx={{ fontSize: 20 }}>
        {t('liveMeeting.attendance.title')}
      </Typography>
      <Filter label={t('liveMeeting.attendance.title')} value={attendance} options={attendanceFilters} prefix="liveMeeting.attendance.filter" onChange={setAttendance} />
      <TableContainer>
        <Table size="small" aria-label={t('liveMeeting.attendance.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('liveMeeting.column.name')}</TableCell>
              <TableCell>{t('liveMeeting.column.present')}</TableCell>
              <TableCell>{t('liveMeeting.column.representedBy')}</TableCell>
              <TableCell>{t('liveMeeting.column.registeredBy')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {filterAttendance(rows, attendance, search).map((row) => (
              <TableRow key={row.shareholderId}>
                <TableCell>{holderLabel(t, row.name, row.distinction)}</TableCell>
                <TableCell>{t(row.isPresent ? 'liveMeeting.yes' : 'liveMeeting.no')}</TableCell>
                <TableCell>{row.representedByName ?? '–'}</TableCell>
                <TableCell>{row.registeredBy ?? '–'}</TableCell>
                <TableCell>
                  <Button size="small" disabled={registration.busy} onClick={() => registration.attendance.mutate({ shareholderId: row.shareholderId, isPresent: !row.isPresent })}>
                    {t(row.isPresent ? 'liveMeeting.admin.registerAbsent' : 'liveMeeting.participant.register')}
                  </Button>
                  {row.noticeId && (
                    <IconButton size="small" aria-label={t('liveMeeting.copyParticipationLink')} title={t('liveMeeting.copyParticipationLink')} onClick={() => props.onCopyLink(row.noticeId!)}>
                      <ContentCopyIcon fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography variant="h2" sx={{ fontSize: 20 }}>
        {t('liveMeeting.voting.title')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField select size="small" label={t('liveMeeting.voting.item')} value={itemId} onChange={(event) => setItemId(event.target.value)} sx={{ minWidth: 'min(280px, 100%)' }}>
          {view.items.map((candidate) => (
            <MenuItem key={candidate.itemId} value={candidate.itemId}>
              {agendaItemLabel(t, agenda, candidate.itemId)}
            </MenuItem>
          ))}
        </TextField>
        <Filter label={t('liveMeeting.voting.title')} value={voting} options={votingFilters} prefix="liveMeeting.voting.filter" onChange={setVoting} />
      </Stack>
      {item && <Typography data-testid="live-item-totals" aria-live="polite" aria-atomic="true">{t('liveMeeting.voting.totals', Object.fromEntries(Object.entries(item.votes).map(([name, value]) => [name, formatNumber(value, currentLanguage())])))}</Typography>}
      <TableContainer>
        <Table size="small" aria-label={t('liveMeeting.voting.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('liveMeeting.column.name')}</TableCell>
              <TableCell>{t('liveMeeting.column.vote')}</TableCell>
              <TableCell>{t('liveMeeting.column.registerVote')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {filterVoting(rows, votes, voting, search).map((row) => {
              const vote = itemVotes.get(row.shareholderId);
              return (
                <TableRow key={row.shareholderId}>
                  <TableCell>{holderLabel(t, row.name, row.distinction)}</TableCell>
                  <TableCell>{vote ? t(`liveMeeting.vote.${vote.vote}`) : '–'}</TableCell>
                  <TableCell>
                    {openItem && vote && (
                      <Button size="small" disabled={registration.busy} onClick={() => registration.resetVote.mutate(vote.id)}>
                        {t('liveMeeting.admin.resetVote')}
                      </Button>
                    )}
                    {openItem &&
                      !vote &&
                      boardVoteValues.map((value) => (
                        <Button key={value} size="small" disabled={registration.busy} onClick={() => registration.vote.mutate({ shareholderId: row.shareholderId, item: openItem, value })}>
                          {t(`liveMeeting.vote.${value}`)}
                        </Button>
                      ))}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
};
