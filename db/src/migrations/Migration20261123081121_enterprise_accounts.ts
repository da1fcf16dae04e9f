import { Migration } from '@mikro-orm/migrations';

export class Migration20261123081121_enterprise_accounts extends Migration {

  override name = 'Migration20261123081121_enterprise_accounts';

  override up(): void | Promise<void> {
    this.addSql(`create table "enterprise_account" ("id" uuid not null, "name" varchar(200) not null, "status" text not null default 'ACTIVE', "billing_frequency" text not null default 'ANNUALLY', "features" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "enterprise_account_companies" ("enterprise_account_id" uuid not null, "company_id" uuid not null, primary key ("enterprise_account_id", "company_id"));`);

    this.addSql(`alter table "enterprise_account" add constraint "enterprise_account_status_check" check ("status" in ('ACTIVE', 'INACTIVE'));`);
    this.addSql(`alter table "enterprise_account" add constraint "enterprise_account_billing_frequency_check" check ("billing_frequency" in ('ANNUALLY', 'QUARTERLY'));`);

    this.addSql(`alter table "enterprise_account_companies" add constraint "enterprise_account_companies_enterprise_account_id_foreign" foreign key ("enterprise_account_id") references "enterprise_account" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "enterprise_account_companies" add constraint "enterprise_account_companies_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "enterprise_account_companies" drop constraint "enterprise_account_companies_enterprise_account_id_foreign";`);

    this.addSql(`drop table if exists "enterprise_account" cascade;`);
    this.addSql(`drop table if exists "enterprise_account_companies" cascade;`);
  }

}
