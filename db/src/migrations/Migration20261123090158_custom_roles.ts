import { Migration } from '@mikro-orm/migrations';

export class Migration20261123090158_custom_roles extends Migration {

  override name = 'Migration20261123090158_custom_roles';

  override up(): void | Promise<void> {
    this.addSql(`create table "custom_role_companies" ("custom_role_id" uuid not null, "company_id" uuid not null, primary key ("custom_role_id", "company_id"));`);

    this.addSql(`alter table "custom_role" add "texts" jsonb not null default '[]';`);
    this.addSql(`alter table "custom_role" alter column "texts" drop default;`);

    this.addSql(`alter table "custom_role_companies" add constraint "custom_role_companies_custom_role_id_foreign" foreign key ("custom_role_id") references "custom_role" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "custom_role_companies" add constraint "custom_role_companies_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "custom_role_companies" cascade;`);

    this.addSql(`alter table "custom_role" drop column "texts";`);
  }

}
