import { Migration } from '@mikro-orm/migrations';

export class Migration20261128132750_batch_projects extends Migration {

  override name = 'Migration20261128132750_batch_projects';

  override up(): void | Promise<void> {
    this.addSql(`create table "batch_project" ("id" uuid not null, "name" varchar(150) not null, "meeting_date" varchar(10) not null, "owner_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);

    this.addSql(`create table "batch_project_entry" ("id" uuid not null, "batch_id" uuid not null, "project_id" uuid not null, "company_id" uuid not null, "position" int not null, "notice_state" text not null default 'NOT_REQUESTED', "notice_access_type" text null, "notice_message" text null, "notice_requested_by_id" uuid null, "notice_requested_at" timestamptz null, "notice_error" varchar(100) null, primary key ("id"));`);
    this.addSql(`create index "batch_project_entry_company_id_index" on "batch_project_entry" ("company_id");`);
    this.addSql(`create index "batch_project_entry_batch_id_position_index" on "batch_project_entry" ("batch_id", "position");`);
    this.addSql(`create index "batch_project_entry_notice_state_index" on "batch_project_entry" ("notice_state");`);
    this.addSql(`alter table "batch_project_entry" add constraint "batch_project_entry_project_id_unique" unique ("project_id");`);

    this.addSql(`alter table "batch_project" add constraint "batch_project_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "batch_project_entry" add constraint "batch_project_entry_batch_id_foreign" foreign key ("batch_id") references "batch_project" ("id") on delete cascade;`);
    this.addSql(`alter table "batch_project_entry" add constraint "batch_project_entry_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "batch_project_entry" add constraint "batch_project_entry_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "batch_project_entry" add constraint "batch_project_entry_notice_requested_by_id_foreign" foreign key ("notice_requested_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "batch_project_entry" add constraint "batch_project_entry_notice_state_check" check ("notice_state" in ('NOT_REQUESTED', 'QUEUED', 'SENT', 'FAILED'));`);
    this.addSql(`alter table "batch_project_entry" add constraint "batch_project_entry_notice_access_type_check" check ("notice_access_type" in ('open', 'password', 'login'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "batch_project_entry" drop constraint "batch_project_entry_batch_id_foreign";`);

    this.addSql(`drop table if exists "batch_project" cascade;`);
    this.addSql(`drop table if exists "batch_project_entry" cascade;`);
  }

}
