import { Migration } from '@mikro-orm/migrations';

export class Migration20261126061000_statement extends Migration {

  override name = 'Migration20261126061000_statement';

  override up(): void | Promise<void> {
    this.addSql(`create table "register_statement" ("id" uuid not null, "company_id" uuid not null, "year" smallint not null, "channel" text not null, "reference" varchar(200) null, "filing" jsonb not null, "sent_at" timestamptz not null, "sent_by_id" uuid null, primary key ("id"));`);
    this.addSql(`alter table "register_statement" add constraint "register_statement_company_id_year_unique" unique ("company_id", "year");`);

    this.addSql(`alter table "register_statement" add constraint "register_statement_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "register_statement" add constraint "register_statement_sent_by_id_foreign" foreign key ("sent_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "register_statement" add constraint "register_statement_channel_check" check ("channel" in ('SERVICE', 'MANUAL'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "register_statement" cascade;`);
  }

}
