import { Migration } from '@mikro-orm/migrations';

export class Migration20261123121632_register_read_models extends Migration {

  override name = 'Migration20261123121632_register_read_models';

  override up(): void | Promise<void> {
    this.addSql(`create table "register_snapshot" ("id" uuid not null, "company_id" uuid not null, "as_of" timestamptz not null, "sequence" int not null, "nominal_value" numeric(24,4) null, "highest_share_number" bigint not null, "is_liquidated" boolean not null, "holdings" text not null, primary key ("id"));`);
    this.addSql(`create index "register_snapshot_company_id_as_of_index" on "register_snapshot" ("company_id", "as_of");`);

    this.addSql(`create table "shareholder_total" ("shareholder_id" uuid not null, "company_id" uuid not null, "shares" bigint not null, "votes" numeric(30,5) not null, primary key ("shareholder_id"));`);
    this.addSql(`create index "shareholder_total_votes_index" on "shareholder_total" ("company_id", "votes" desc, "shareholder_id");`);
    this.addSql(`create index "shareholder_total_shares_index" on "shareholder_total" ("company_id", "shares" desc, "shareholder_id");`);

    this.addSql(`create index "transaction_log_entry_corrections_index" on "transaction_log_entry" ("company_id", "sequence") where "correction" is not null;`);

    this.addSql(`alter table "register_snapshot" add constraint "register_snapshot_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);

    this.addSql(`alter table "shareholder_total" add constraint "shareholder_total_shareholder_id_foreign" foreign key ("shareholder_id") references "shareholder" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "shareholder_total" add constraint "shareholder_total_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);

    // The holder totals of registers kept so far, from their holdings (snapshots come with the next recomputation or appends).
    this.addSql(`insert into "shareholder_total" ("shareholder_id", "company_id", "shares", "votes")
      select h."shareholder_id", h."company_id", sum(h."shares"), sum(h."shares" * st."votes_per_share")
        from "holding" h join "share_type" st on st."id" = h."share_type_id"
       group by h."shareholder_id", h."company_id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "register_snapshot" cascade;`);
    this.addSql(`drop table if exists "shareholder_total" cascade;`);

    this.addSql(`drop index "transaction_log_entry_corrections_index";`);
  }

}
