import { isoWeekDays, monthWeeks, scheduleViews, stepPeriod, weekdayIndex, type Schedule, type ScheduleEntry } from '@andel/domain/shared';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { apiFetch, EmptyState, ErrorState, LoadingState } from '../../platform/shell';
import { periodForView, periodOfAddress, scheduleAddress, today, todayPeriod, type SchedulePeriod } from './schedule-address';

export type ScheduleSource = {
  /** The schedule call, answered for `?from=&to=`. */
  apiPath: string;
  /** The schedule page's own address, without view and period. */
  basePath: string;
  /** Where a meeting opens. */
  meetingPath: (entry: ScheduleEntry) => string;
};

const time = (dateTime: string) => dateTime.slice(11, 16);
const dayOf = (dateTime: string) => dateTime.slice(0, 10);

const when = (entry: ScheduleEntry, t: (key: string, values: Record<string, string>) => string) => {
  if (entry.kind === 'reviewDeadline') return t('schedule.reviewDeadline', { time: time(entry.start) });
  return entry.isCirculation && entry.feedbackDeadline ? t('schedule.deadline', { time: time(entry.feedbackDeadline) }) : time(entry.start);
};

const EntryLabel = ({ entry }: { entry: ScheduleEntry }) => {
  const { t } = useTranslation();
  return (
    <>
      {when(entry, t)} {entry.title}
      {!entry.sent && <Chip size="small" sx={{ ml: 1 }} label={t('schedule.draft')} />}
    </>
  );
};

const EntryLink = ({ entry, source }: { entry: ScheduleEntry; source: ScheduleSource }) => (
  <Link component={RouterLink} to={source.meetingPath(entry)} variant="body2" sx={{ display: 'block' }}>
    <EntryLabel entry={entry} />
  </Link>
);

/** A day's cell: its number (today marked) and the entries starting that day. */
const DayCell = ({ day, entries, source, dimmed }: { day: string; entries: ScheduleEntry[]; source: ScheduleSource; dimmed: boolean }) => {
  const { t } = useTranslation();
  const isToday = day === today();
  return (
    <Box role="gridcell" aria-label={`${t(`weekday.${weekdayIndex(day)}`)} ${day}`} aria-current={isToday ? 'date' : undefined} sx={{ minHeight: 88, p: 0.5, borderTop: 1, borderColor: 'divider', bgcolor: dimmed ? 'action.hover' : undefined }}>
      <Typography variant="caption" sx={{ fontWeight: isToday ? 700 : 400, color: dimmed ? 'text.secondary' : 'text.primary' }}>
        {Number(day.slice(8, 10))}
      </Typography>
      {entries.filter((entry) => dayOf(entry.start) === day).map((entry) => (
        <EntryLink key={`${entry.kind}:${entry.projectId}`} entry={entry} source={source} />
      ))}
    </Box>
  );
};

const gridColumns = { display: 'grid', gridTemplateColumns: '3rem repeat(7, minmax(0, 1fr))' } as const;

/** The weeks as a grid of 7 columns, Monday first, with the ISO week number before each row. */
const WeekRows = ({ weeks, entries, source, month }: { weeks: { week: number; days: string[] }[]; entries: ScheduleEntry[]; source: ScheduleSource; month?: string }) => {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" role="grid" aria-label={t('schedule.title')} sx={{ overflowX: 'auto' }}>
      <Box role="row" sx={gridColumns}>
        <Typography role="columnheader" variant="caption" sx={{ p: 0.5 }}>
          {t('schedule.weekShort')}
        </Typography>
        {Array.from({ length: 7 }, (_, index) => (
          <Typography key={index} role="columnheader" variant="caption" sx={{ p: 0.5, fontWeight: 600 }}>
            {t(`weekday.${index}`)}
          </Typography>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box key={week.days[0]} role="row" sx={gridColumns}>
          <Typography role="rowheader" variant="caption" aria-label={t('schedule.week', { week: week.week })} sx={{ p: 0.5, borderTop: 1, borderColor: 'divider', color: 'text.secondary' }}>
            {week.week}
          </Typography>
          {week.days.map((day) => (
            <DayCell key={day} day={day} entries={entries} source={source} dimmed={month !== undefined && !day.startsWith(month)} />
          ))}
        </Box>
      ))}
    </Paper>
  );
};

/** The period's entries by day, each day with its weekday. */
const EntryList = ({ entries, source }: { entries: ScheduleEntry[]; source: ScheduleSource }) => {
  const { t } = useTranslation();
  if (!entries.length) return <EmptyState textKey="schedule.empty" />;
  return (
    <Paper variant="outlined">
      <List disablePadding aria-label={t('schedule.title')}>
        {entries.map((entry) => (
          <ListItem key={`${entry.kind}:${entry.projectId}`} divider>
            <ListItemText
              primary={<EntryLink entry={entry} source={source} />}
              secondary={`${t(`weekday.${weekdayIndex(dayOf(entry.start))}`)} ${dayOf(entry.start)} · ${t(`meetingForm.${entry.boardMeetingForm}`)}`}
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
};

const PeriodTitle = ({ period }: { period: SchedulePeriod }) => {
  const { t } = useTranslation();
  return (
    <Typography variant="h3" component="p" aria-live="polite">
      {period.view === 'week' ? t('schedule.weekOf', { week: period.monthOrWeek, year: period.year }) : `${t(`month.${period.monthOrWeek}`)} ${period.year}`}
    </Typography>
  );
};

const Toolbar = ({ period, source }: { period: SchedulePeriod; source: ScheduleSource }) => {
  const { t } = useTranslation();
  const previous = stepPeriod(period.view, period.year, period.monthOrWeek, -1);
  const next = stepPeriod(period.view, period.year, period.monthOrWeek, 1);
  const current = todayPeriod(period.view);
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Button component={RouterLink} to={scheduleAddress(source.basePath, period.view, previous.year, previous.monthOrWeek)}>
        {t('schedule.previous')}
      </Button>
      <Button component={RouterLink} to={scheduleAddress(source.basePath, period.view, current.year, current.monthOrWeek)}>
        {t('schedule.today')}
      </Button>
      <Button component={RouterLink} to={scheduleAddress(source.basePath, period.view, next.year, next.monthOrWeek)}>
        {t('schedule.next')}
      </Button>
      <PeriodTitle period={period} />
      <Box sx={{ flexGrow: 1 }} />
      <ToggleButtonGroup size="small" value={period.view} exclusive aria-label={t('schedule.views')}>
        {scheduleViews.map((view) => {
          const target = periodForView(period, view);
          return (
            <ToggleButton key={view} value={view} component={RouterLink} to={scheduleAddress(source.basePath, view, target.year, target.monthOrWeek)}>
              {t(`schedule.view.${view}`)}
            </ToggleButton>
          );
        })}
      </ToggleButtonGroup>
    </Stack>
  );
};

/**
 * The schedule (seed 002, section 2: `schedule/{view?}/{year?}/{month?}`): the company's meetings and deadlines in a
 * month grid, a week or a list, weeks from Monday with their ISO numbers.
 */
export const ScheduleCalendar = ({ source }: { source: ScheduleSource }) => {
  const params = useParams();
  const period = periodOfAddress(params);
  const schedule = useQuery({
    queryKey: ['governance', 'schedule', source.apiPath, period?.from, period?.to],
    queryFn: ({ signal }) => apiFetch<Schedule>(`${source.apiPath}?from=${period!.from}&to=${period!.to}`, { signal }),
    enabled: period !== null,
  });
  if (!period) return <EmptyState textKey="schedule.notFound" />;
  const month = `${period.year}-${String(period.monthOrWeek).padStart(2, '0')}`;
  return (
    <Box>
      <Toolbar period={period} source={source} />
      {schedule.isPending ? (
        <LoadingState />
      ) : schedule.isError ? (
        <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : period.view === 'list' ? (
        <EntryList entries={schedule.data.entries} source={source} />
      ) : period.view === 'week' ? (
        <WeekRows weeks={[{ week: period.monthOrWeek, days: isoWeekDays(period.year, period.monthOrWeek) }]} entries={schedule.data.entries} source={source} />
      ) : (
        <WeekRows weeks={monthWeeks(period.year, period.monthOrWeek)} entries={schedule.data.entries} source={source} month={month} />
      )}
    </Box>
  );
};
