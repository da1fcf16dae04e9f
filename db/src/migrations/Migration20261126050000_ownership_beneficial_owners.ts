import { Migration } from '@mikro-orm/migrations';

export class Migration20261126050000_ownership_beneficial_owners extends Migration {

  override name = 'Migration20261126050000_ownership_beneficial_owners';

  override up(): void | Promise<void> {
    // Ownership maps walk the public register downwards: the companies a company holds shares in, by year.
    this.addSql(`create index "public_register_holding_holder_index" on "public_register_holding" ("year", "holder_organisation_number") where "holder_organisation_number" is not null;`);

    this.addSql(`create table "beneficial_owner_statement" ("id" uuid not null, "company_id" uuid not null, "statement_date" varchar(10) not null, "status" text check ("status" in ('DRAFT', 'CONFIRMED')) not null, "created_by_id" uuid null, "created_at" timestamptz not null, "confirmed_by_id" uuid null, "confirmed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "beneficial_owner_statement_company_id_statement_date_index" on "beneficial_owner_statement" ("company_id", "statement_date");`);
    this.addSql(`alter table "beneficial_owner_statement" add constraint "beneficial_owner_statement_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "beneficial_owner_statement" add constraint "beneficial_owner_statement_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "beneficial_owner_statement" add constraint "beneficial_owner_statement_confirmed_by_id_foreign" foreign key ("confirmed_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`create table "beneficial_owner" ("id" uuid not null, "statement_id" uuid not null, "person_key" text not null, "name" varchar(300) not null, "birth_year" smallint null, "shares_in_percent" numeric(5,2) not null, "votes_in_percent" numeric(5,2) not null, "reasons" jsonb not null, "chains" jsonb not null, "proposed" boolean not null, "comment" text null, primary key ("id"));`);
    this.addSql(`create index "beneficial_owner_statement_id_index" on "beneficial_owner" ("statement_id");`);
    this.addSql(`alter table "beneficial_owner" add constraint "beneficial_owner_statement_id_foreign" foreign key ("statement_id") references "beneficial_owner_statement" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "beneficial_owner" cascade;`);
    this.addSql(`drop table if exists "beneficial_owner_statement" cascade;`);
    this.addSql(`drop index if exists "public_register_holding_holder_index";`);
  }

}
