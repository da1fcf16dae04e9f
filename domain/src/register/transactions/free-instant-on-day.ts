import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';
import type { Company } from '../../platform/companies/company.entity';
import { instantOfDate, instantOfDayAndTime } from '../../kernel/format/date';
import { effectiveEntryDatesSql } from '../log/effective-entry-dates';

const minute = 60_000;

/**
 * The instant an entry asked for by day only enters at (an import, an adopted decision applied): 12:00, as any bare
 * date, unless entries that day already lie at or after noon (a capital increase registered the same day, a second
 * decision of the same meeting), then the minute after the day's last one, so it joins after what was already
 * recorded instead of being refused for sharing its time. When the day is full to 23:59 the bare date's instant
 * stays, and the ledger refuses it as it refuses any entry at a taken time.
 */
export const freeInstantOnDay = async (em: EntityManager, company: Company, date: string): Promise<string> => {
  const noon = instantOfDate(date);
  const endOfDay = new Date(new Date(instantOfDayAndTime(date, '23:59')).getTime() + minute);
  const [latest] = await (em as SqlEntityManager).execute<{ last: Date | null }[]>(
    `select max(effective) as last from (${effectiveEntryDatesSql}) as log where effective >= ? and effective < ?`,
    [company.id, new Date(noon), endOfDay],
  );
  if (!latest?.last) return noon;
  const next = new Date(new Date(latest.last).getTime() + minute);
  return next < endOfDay ? next.toISOString() : noon;
};
