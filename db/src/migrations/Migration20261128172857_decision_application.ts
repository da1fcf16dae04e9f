import { Migration } from '@mikro-orm/migrations';

export class Migration20261128172857_decision_application extends Migration {

  override name = 'Migration20261128172857_decision_application';

  override up(): void | Promise<void> {
    this.addSql(`create table "decision_application" ("id" uuid not null, "company_id" uuid not null, "decision_id" uuid not null, "written" jsonb not null, "applied_by_id" uuid null, "applied_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "decision_application_company_id_index" on "decision_application" ("company_id");`);
    this.addSql(`alter table "decision_application" add constraint "decision_application_decision_id_unique" unique ("decision_id");`);
    this.addSql(`alter table "decision_application" add constraint "decision_application_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "decision_application" add constraint "decision_application_decision_id_foreign" foreign key ("decision_id") references "project_decision" ("id") on delete cascade;`);
    this.addSql(`alter table "decision_application" add constraint "decision_application_applied_by_id_foreign" foreign key ("applied_by_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "decision_application" cascade;`);
  }

}
