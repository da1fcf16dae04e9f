import { Migration } from '@mikro-orm/migrations';

export class Migration20261129040843_company_register_total extends Migration {

  override name = 'Migration20261129040843_company_register_total';

  override up(): void | Promise<void> {
    this.addSql(`create table "company_register_total" ("company_id" uuid not null, "shares" bigint not null default '0', "votes" numeric(30,5) not null default 0, "holders" bigint not null default '0', primary key ("company_id"));`);

    this.addSql(`alter table "company_register_total" add constraint "company_register_total_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);

    // Derived from shareholder_total by statement triggers (transition tables), so every writer of the holder totals
    // keeps it in its own transaction; filled once from the existing totals.
    this.addSql(`create function company_register_total_apply() returns trigger language plpgsql as $$
begin
  if tg_op in ('INSERT', 'UPDATE') then
    insert into company_register_total (company_id, shares, votes, holders)
    select company_id, sum(shares), sum(votes), count(*) from added group by company_id
    on conflict (company_id) do update set shares = company_register_total.shares + excluded.shares,
      votes = company_register_total.votes + excluded.votes, holders = company_register_total.holders + excluded.holders;
  end if;
  if tg_op in ('DELETE', 'UPDATE') then
    update company_register_total c set shares = c.shares - r.shares, votes = c.votes - r.votes, holders = c.holders - r.holders
      from (select company_id, sum(shares) as shares, sum(votes) as votes, count(*) as holders from removed group by company_id) r
     where c.company_id = r.company_id;
  end if;
  return null;
end $$;`);
    this.addSql(`create trigger company_register_total_insert after insert on shareholder_total referencing new table as added for each statement execute function company_register_total_apply();`);
    this.addSql(`create trigger company_register_total_update after update on shareholder_total referencing old table as removed new table as added for each statement execute function company_register_total_apply();`);
    this.addSql(`create trigger company_register_total_delete after delete on shareholder_total referencing old table as removed for each statement execute function company_register_total_apply();`);
    this.addSql(`insert into company_register_total (company_id, shares, votes, holders)
      select t.company_id, sum(t.shares), sum(t.votes), count(*) from shareholder_total t join company c on c.id = t.company_id group by t.company_id;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists company_register_total_apply() cascade;`);
    this.addSql(`drop table if exists "company_register_total" cascade;`);
  }

}
