import { Migration } from '@mikro-orm/migrations';

export class Migration20261123124813_follow_up_seen extends Migration {

  override name = 'Migration20261123124813_follow_up_seen';

  override up(): void | Promise<void> {
    this.addSql(`create table "follow_up_seen" ("user_id" uuid not null, "items" jsonb not null, "seen_at" timestamptz not null, primary key ("user_id"));`);

    this.addSql(`alter table "follow_up_seen" add constraint "follow_up_seen_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "follow_up_seen" cascade;`);
  }

}
