/**
 * SQL for the log as it counts today, one row per entry with its `effective` date: the latest REDATE or REGISTER
 * correction's date, else its own; deleted entries and the corrections themselves left out. One `?`: the company id.
 */
export const effectiveEntryDatesSql = `select coalesce((select c.transaction_date from transaction_log_entry c where c.corrects_id = e.id and c.correction in ('REDATE', 'REGISTER') order by c.sequence desc limit 1), e.transaction_date) as effective
    from transaction_log_entry e
   where e.company_id = ? and e.correction is null
     and not exists (select 1 from transaction_log_entry d where d.corrects_id = e.id and d.correction = 'DELETE')`;
