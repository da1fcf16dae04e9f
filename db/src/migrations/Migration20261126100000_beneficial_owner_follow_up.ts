import { Migration } from '@mikro-orm/migrations';

export class Migration20261126100000_beneficial_owner_follow_up extends Migration {

  override name = 'Migration20261126100000_beneficial_owner_follow_up';

  override up(): void | Promise<void> {
    this.addSql(`create table "beneficial_owner_follow_up" ("company_id" uuid not null, "statement_id" uuid not null, "read_org_nos" jsonb not null, "fingerprint" text not null, "alerts" jsonb not null, "computed_at" timestamptz not null, primary key ("company_id"));`);
    this.addSql(`create index "beneficial_owner_follow_up_statement_id_index" on "beneficial_owner_follow_up" ("statement_id");`);
    this.addSql(`alter table "beneficial_owner_follow_up" add constraint "beneficial_owner_follow_up_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "beneficial_owner_follow_up" add constraint "beneficial_owner_follow_up_statement_id_foreign" foreign key ("statement_id") references "beneficial_owner_statement" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "beneficial_owner_follow_up" cascade;`);
  }

}
