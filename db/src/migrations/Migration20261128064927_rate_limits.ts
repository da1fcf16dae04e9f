import { Migration } from '@mikro-orm/migrations';

export class Migration20261128064927_rate_limits extends Migration {

  override name = 'Migration20261128064927_rate_limits';

  override up(): void | Promise<void> {
    this.addSql(`create table "rate_limit_window" ("key" varchar(400) not null, "window_start" timestamptz not null, "hits" int not null, "expires_at" timestamptz not null, primary key ("key", "window_start"));`);
    this.addSql(`create index "rate_limit_window_expires_at_index" on "rate_limit_window" ("expires_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "rate_limit_window" cascade;`);
  }

}
