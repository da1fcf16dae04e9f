import { Migration } from '@mikro-orm/migrations';

export class Migration20261125070000_public_register extends Migration {

  override name = 'Migration20261125070000_public_register';

  override up(): void | Promise<void> {
    this.addSql(`create table "public_register_holding" ("year" smallint not null, "organisation_number" varchar(9) not null, "row_number" int not null, "company_name" text not null, "share_class" text not null, "holder_name" text not null, "holder_birth_year" smallint null, "holder_organisation_number" varchar(9) null, "postal_place" text not null, "country" varchar(2) null, "shares" bigint not null, "company_shares" bigint not null, primary key ("year", "organisation_number", "row_number"));`);

    this.addSql(`create table "auto_import" ("company_id" uuid not null, "year" smallint not null, "log_entry_id" uuid not null, "confirmed_at" timestamptz null, "created_at" timestamptz not null, primary key ("company_id"));`);

    this.addSql(`create table "public_register_load" ("id" uuid not null, "year" smallint not null, "status" text not null, "file_name" varchar(255) not null, "file_bytes" bigint not null, "bytes_read" bigint not null default '0', "rows_read" int not null default 0, "rows_loaded" int not null default 0, "rows_refused" int not null default 0, "refusal_counts" jsonb not null, "refused_rows" jsonb not null default '[]', "error_code" varchar(100) null, "started_by_id" uuid null, "started_at" timestamptz not null, "updated_at" timestamptz not null, "finished_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "public_register_load_year_started_at_index" on "public_register_load" ("year", "started_at");`);

    this.addSql(`alter table "auto_import" add constraint "auto_import_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "auto_import" add constraint "auto_import_log_entry_id_foreign" foreign key ("log_entry_id") references "transaction_log_entry" ("id") on delete cascade;`);

    this.addSql(`alter table "public_register_load" add constraint "public_register_load_started_by_id_foreign" foreign key ("started_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "public_register_load" add constraint "public_register_load_status_check" check ("status" in ('running', 'loaded', 'failed'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "public_register_holding" cascade;`);
    this.addSql(`drop table if exists "auto_import" cascade;`);
    this.addSql(`drop table if exists "public_register_load" cascade;`);
  }

}
