import { Migration } from '@mikro-orm/migrations';

export class Migration20261128170954_capital_increase_allocation extends Migration {

  override name = 'Migration20261128170954_capital_increase_allocation';

  override up(): void | Promise<void> {
    this.addSql(`create table "capital_increase_allocation" ("decision_id" uuid not null, "rounds" jsonb not null, "is_allocation_completed" boolean not null default false, "confirmed_at" timestamptz null, "applied_at" timestamptz null, "applied_entry_id" uuid null, "updated_at" timestamptz not null, primary key ("decision_id"));`);

    this.addSql(`alter table "capital_increase_allocation" add constraint "capital_increase_allocation_decision_id_foreign" foreign key ("decision_id") references "project_decision" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "capital_increase_allocation" cascade;`);
  }

}
