import { Migration } from '@mikro-orm/migrations';

export class Migration20261122124743_transaction_log extends Migration {

  override name = 'Migration20261122124743_transaction_log';

  override up(): void | Promise<void> {
    this.addSql(`create table "register_head" ("company_id" uuid not null, "last_sequence" int not null default 0, "last_hash" varchar(64) not null, "last_transaction_date" timestamptz null, "nominal_value" numeric(24,4) null, "highest_share_number" bigint not null default '0', primary key ("company_id"));`);

    this.addSql(`create table "holding" ("shareholder_id" uuid not null, "share_type_id" uuid not null, "company_id" uuid not null, "shares" bigint not null, "share_numbers" text not null, primary key ("shareholder_id", "share_type_id"));`);
    this.addSql(`create index "holding_company_id_shares_index" on "holding" ("company_id", "shares");`);

    this.addSql(`create table "transaction_log_entry" ("id" uuid not null, "company_id" uuid not null, "sequence" int not null, "type" text not null, "transaction_date" timestamptz not null, "payload" jsonb not null, "effects" jsonb not null, "is_pending" boolean not null default false, "corrects_id" uuid null, "correction" text null, "prev_hash" varchar(64) not null, "hash" varchar(64) not null, "created_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "transaction_log_entry_company_id_transaction_date_index" on "transaction_log_entry" ("company_id", "transaction_date");`);
    this.addSql(`alter table "transaction_log_entry" add constraint "transaction_log_entry_company_id_sequence_unique" unique ("company_id", "sequence");`);

    this.addSql(`create table "posting" ("id" bigserial primary key, "entry_id" uuid not null, "company_id" uuid not null, "shareholder_id" uuid null, "share_type_id" uuid not null, "quantity" bigint not null, "number_from" bigint not null, "number_to" bigint not null);`);
    this.addSql(`create index "posting_entry_id_index" on "posting" ("entry_id");`);
    this.addSql(`create index "posting_company_id_shareholder_id_index" on "posting" ("company_id", "shareholder_id");`);
    this.addSql(`create index "posting_share_type_id_index" on "posting" ("share_type_id");`);

    this.addSql(`alter table "register_head" add constraint "register_head_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "holding" add constraint "holding_shareholder_id_foreign" foreign key ("shareholder_id") references "shareholder" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "holding" add constraint "holding_share_type_id_foreign" foreign key ("share_type_id") references "share_type" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "holding" add constraint "holding_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);

    this.addSql(`alter table "transaction_log_entry" add constraint "transaction_log_entry_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "transaction_log_entry" add constraint "transaction_log_entry_corrects_id_foreign" foreign key ("corrects_id") references "transaction_log_entry" ("id") on delete restrict;`);
    this.addSql(`alter table "transaction_log_entry" add constraint "transaction_log_entry_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "transaction_log_entry" add constraint "transaction_log_entry_type_check" check ("type" in ('AUTOIMPORT', 'ISSUE', 'INCORPORATION', 'BUY_SELL', 'GIFT', 'INHERITANCE', 'OTHER_TRANSFER', 'SPLIT', 'REVERSE_SPLIT', 'INCREASE_NOMINAL_VALUE', 'CANCELLATION_OF_SHARES', 'REDUCTION_NOMINAL_VALUE', 'PAY_DIVIDEND', 'GROUP_CONTRIBUTION', 'CONVERSION_OF_SHARES', 'CONVERSION_FROM_ISIN', 'SHAREHOLDING_PER_DATE', 'LIQUIDATION', 'MERGER'));`);
    this.addSql(`alter table "transaction_log_entry" add constraint "transaction_log_entry_correction_check" check ("correction" in ('DELETE', 'REDATE', 'REGISTER', 'NOMINAL_VALUE'));`);

    this.addSql(`alter table "posting" add constraint "posting_entry_id_foreign" foreign key ("entry_id") references "transaction_log_entry" ("id") on delete cascade;`);
    this.addSql(`alter table "posting" add constraint "posting_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "posting" add constraint "posting_shareholder_id_foreign" foreign key ("shareholder_id") references "shareholder" ("id") on delete restrict;`);
    this.addSql(`alter table "posting" add constraint "posting_share_type_id_foreign" foreign key ("share_type_id") references "share_type" ("id") on delete restrict;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "transaction_log_entry" drop constraint "transaction_log_entry_corrects_id_foreign";`);
    this.addSql(`alter table "posting" drop constraint "posting_entry_id_foreign";`);

    this.addSql(`drop table if exists "register_head" cascade;`);
    this.addSql(`drop table if exists "holding" cascade;`);
    this.addSql(`drop table if exists "transaction_log_entry" cascade;`);
    this.addSql(`drop table if exists "posting" cascade;`);
  }

}
