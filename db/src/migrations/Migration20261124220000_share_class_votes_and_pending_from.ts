import { Migration } from '@mikro-orm/migrations';

export class Migration20261124220000_share_class_votes_and_pending_from extends Migration {

  override name = 'Migration20261124220000_share_class_votes_and_pending_from';

  override up(): void | Promise<void> {
    this.addSql(`create table "share_class_votes" ("id" uuid not null, "share_class_id" uuid not null, "valid_from" varchar(10) not null, "votes_per_share" numeric(12,5) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "share_class_votes" add constraint "share_class_votes_share_class_id_valid_from_unique" unique ("share_class_id", "valid_from");`);

    this.addSql(`alter table "register_head" add "pending_from" timestamptz null;`);

    this.addSql(`alter table "share_class_votes" add constraint "share_class_votes_share_class_id_foreign" foreign key ("share_class_id") references "share_class" ("id") on delete cascade;`);

    // Every class's votes so far: today's value, from the start of time (the register of a past date used it until now).
    this.addSql(`insert into "share_class_votes" ("id", "share_class_id", "valid_from", "votes_per_share", "created_at") select gen_random_uuid(), "id", '1900-01-01', "votes_per_share", now() from "share_class";`);
    // Read models built before this counted future-dated entries: due now, so the first sweep rebuilds them as of today.
    this.addSql(`update "register_head" h set "pending_from" = now() where exists (select 1 from "transaction_log_entry" e where e."company_id" = h."company_id" and e."transaction_date" > now());`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "share_class_votes" cascade;`);

    this.addSql(`alter table "register_head" drop column "pending_from";`);
  }

}
