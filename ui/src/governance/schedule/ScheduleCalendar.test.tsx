import type { Schedule } from '@andel/domain/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../../tools/testing/render-in-app';
import { ScheduleCalendar } from './ScheduleCalendar';

const source = { apiPath: '/company/928471632/schedule', basePath: '/schedule', meetingPath: () => '/meeting' };

const renderSchedule = (route: string) =>
  renderInApp(
    <Routes>
      <Route path="/schedule/:view?/:year?/:month?" element={<ScheduleCalendar source={source} />} />
    </Routes>,
    { route },
  );

const weekNumbers = async () => (await screen.findAllByRole('rowheader')).map((header) => header.getAttribute('aria-label'));

describe('the schedule’s week numbers', () => {
  beforeEach(() => {
    const schedule: Schedule = { from: '', to: '', entries: [] };
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(schedule), { status: 200 })));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('number each row of a month by its ISO week, week 53 of the old year first when January starts on a Friday', async () => {
    renderSchedule('/schedule/month/2027/1');
    expect(await weekNumbers()).toEqual(['Uke 53', 'Uke 1', 'Uke 2', 'Uke 3', 'Uke 4']);
    const firstRow = screen.getAllByRole('row')[1]!;
    // The row of week 53 runs Monday 28 December 2026 to Sunday 3 January 2027.
    expect(within(firstRow).getByRole('gridcell', { name: 'Mandag 2026-12-28' })).toBeInTheDocument();
    expect(within(firstRow).getByRole('gridcell', { name: 'Søndag 2027-01-03' })).toBeInTheDocument();
  });

  it('step from week 53 to week 1 of the next year', async () => {
    const { user } = renderSchedule('/schedule/week/2026/53');
    expect(await weekNumbers()).toEqual(['Uke 53']);
    await user.click(screen.getByRole('link', { name: 'Neste' }));
    expect(await weekNumbers()).toEqual(['Uke 1']);
    expect(screen.getByRole('gridcell', { name: 'Mandag 2027-01-04' })).toBeInTheDocument();
  });
});
