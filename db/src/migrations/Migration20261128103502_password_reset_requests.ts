import { Migration } from '@mikro-orm/migrations';

export class Migration20261128103502_password_reset_requests extends Migration {

  override name = 'Migration20261128103502_password_reset_requests';

  override up(): void | Promise<void> {
    this.addSql(`create table "password_reset_request" ("id" uuid not null, "email" varchar(320) not null, "requested_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "password_reset_request_requested_at_index" on "password_reset_request" ("requested_at");`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "password_reset_request" cascade;`);
  }

}
