import { Migration } from '@mikro-orm/migrations';

export class Migration20261124210000_sign_in_hardening extends Migration {

  override name = 'Migration20261124210000_sign_in_hardening';

  override up(): void | Promise<void> {
    this.addSql(`create table "known_device" ("token_hash" varchar(64) not null, "user_id" uuid not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, primary key ("token_hash"));`);
    this.addSql(`create index "known_device_user_id_index" on "known_device" ("user_id");`);

    this.addSql(`alter table "session" add "otp_resends" int not null default 0;`);

    this.addSql(`alter table "known_device" add constraint "known_device_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "known_device" cascade;`);

    this.addSql(`alter table "session" drop column "otp_resends";`);
  }

}
