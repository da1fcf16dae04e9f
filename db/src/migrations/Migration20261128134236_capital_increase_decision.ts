import { Migration } from '@mikro-orm/migrations';

export class Migration20261128134236_capital_increase_decision extends Migration {

  override name = 'Migration20261128134236_capital_increase_decision';

  override up(): void | Promise<void> {
    this.addSql(`create table "capital_increase_decision" ("decision_id" uuid not null, "form" jsonb not null, "updated_at" timestamptz not null, primary key ("decision_id"));`);

    this.addSql(`alter table "capital_increase_decision" add constraint "capital_increase_decision_decision_id_foreign" foreign key ("decision_id") references "project_decision" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "capital_increase_decision" cascade;`);
  }

}
