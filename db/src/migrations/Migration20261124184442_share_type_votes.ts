import { Migration } from '@mikro-orm/migrations';

export class Migration20261124184442_share_type_votes extends Migration {

  override name = 'Migration20261124184442_share_type_votes';

  override up(): void | Promise<void> {
    this.addSql(`create table "share_type_votes" ("id" uuid not null, "share_type_id" uuid not null, "valid_from" varchar(10) not null, "votes_per_share" numeric(12,5) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "share_type_votes" add constraint "share_type_votes_share_type_id_valid_from_unique" unique ("share_type_id", "valid_from");`);

    this.addSql(`alter table "share_type_votes" add constraint "share_type_votes_share_type_id_foreign" foreign key ("share_type_id") references "share_type" ("id") on delete cascade;`);
    // Every class's votes so far: today's value, from the start of time (the register of a past date used it until now).
    this.addSql(`insert into "share_type_votes" ("id", "share_type_id", "valid_from", "votes_per_share", "created_at") select gen_random_uuid(), "id", '1900-01-01', "votes_per_share", now() from "share_type";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "share_type_votes" cascade;`);
  }

}
