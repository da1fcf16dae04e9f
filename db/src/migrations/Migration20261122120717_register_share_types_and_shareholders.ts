import { Migration } from '@mikro-orm/migrations';

export class Migration20261122120717_register_share_types_and_shareholders extends Migration {

  override name = 'Migration20261122120717_register_share_types_and_shareholders';

  override up(): void | Promise<void> {
    this.addSql(`create table "shareholder" ("id" uuid not null, "company_id" uuid not null, "is_company" boolean not null, "first_name" varchar(100) null, "middle_name" varchar(100) null, "last_name" varchar(100) null, "birth_date" varchar(10) null, "national_id" varchar(20) null, "gender" text null, "company_name" varchar(300) null, "company_number" varchar(20) null, "contact_name" varchar(300) null, "contact_national_id" varchar(20) null, "email" varchar(320) null, "phone_country_code" varchar(6) null, "phone_number" varchar(30) null, "address" varchar(300) null, "postal_code" varchar(20) null, "city" varchar(100) null, "country" varchar(2) not null default 'NO', "nationality" varchar(2) not null default 'NO', "utl_number" varchar(9) null, "is_employee" boolean null, "issued_shareholder_certificate" boolean not null default false, "bic" varchar(11) null, "iban" varchar(34) null, "bank_details_country" varchar(200) null, "lockup_end_date" varchar(10) null, "loan_amount" numeric(20,2) null, "is_pledged" boolean not null default false, "pledge_comment" text null, "remark" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "shareholder_company_id_index" on "shareholder" ("company_id");`);
    this.addSql(`create index "shareholder_company_id_national_id_index" on "shareholder" ("company_id", "national_id");`);
    this.addSql(`create index "shareholder_company_id_company_number_index" on "shareholder" ("company_id", "company_number");`);

    this.addSql(`create table "share_type" ("id" uuid not null, "company_id" uuid not null, "code" text not null, "votes_per_share" numeric(12,5) not null, "historical" boolean not null default false, "custom_names" jsonb not null default '[]', "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "share_type_company_id_index" on "share_type" ("company_id");`);
    this.addSql(`alter table "share_type" add constraint "share_type_company_id_code_unique" unique ("company_id", "code");`);

    this.addSql(`alter table "shareholder" add constraint "shareholder_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "shareholder" add constraint "shareholder_gender_check" check ("gender" in ('male', 'female'));`);

    this.addSql(`alter table "share_type" add constraint "share_type_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "share_type" add constraint "share_type_code_check" check ("code" in ('COMMON', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'UNKNOWN', 'PREFERENCE', 'EXTRAORDINARY', 'EXTRAORDINARY_K', 'EXTRAORDINARY_L', 'EXTRAORDINARY_M', 'EXTRAORDINARY_N', 'EXTRAORDINARY_O', 'EXTRAORDINARY_P', 'EXTRAORDINARY_Q', 'EXTRAORDINARY_R', 'EXTRAORDINARY_S', 'EXTRAORDINARY_T', 'EXTRAORDINARY_U', 'EXTRAORDINARY_V', 'EXTRAORDINARY_W', 'EXTRAORDINARY_X', 'EXTRAORDINARY_Y', 'EXTRAORDINARY_Z'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "shareholder" cascade;`);
    this.addSql(`drop table if exists "share_type" cascade;`);
  }

}
