import { Migration } from '@mikro-orm/migrations';

export class Migration20261126020000_live_meeting extends Migration {

  override name = 'Migration20261126020000_live_meeting';

  override up(): void | Promise<void> {
    this.addSql(`create table "meeting_vote" ("id" uuid not null, "project_id" uuid not null, "shareholder_id" uuid not null, "item_id" varchar(64) not null, "vote_type" text not null, "vote" text not null, "cast_by_id" uuid null, "cast_by_recipient_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "meeting_vote_shareholder_id_index" on "meeting_vote" ("shareholder_id");`);
    this.addSql(`alter table "meeting_vote" add constraint "meeting_vote_project_id_item_id_shareholder_id_unique" unique ("project_id", "item_id", "shareholder_id");`);

    this.addSql(`create table "meeting_participation" ("id" uuid not null, "project_id" uuid not null, "shareholder_id" uuid not null, "is_present" boolean not null, "represented_by_name" varchar(320) null, "represented_by_id" uuid null, "registered_by_id" uuid null, "registered_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "meeting_participation_shareholder_id_index" on "meeting_participation" ("shareholder_id");`);
    this.addSql(`alter table "meeting_participation" add constraint "meeting_participation_project_id_shareholder_id_unique" unique ("project_id", "shareholder_id");`);

    this.addSql(`create table "live_meeting" ("id" uuid not null, "project_id" uuid not null, "status" text not null default 'PUBLISHED', "registration_status" text null, "meeting_chair_status" text null, "approve_agenda_status" text null, "decision_statuses" jsonb not null, "auto_open_self_registration" boolean not null default false, "auto_open_voting" boolean not null default false, "publish_minutes_post_meeting" boolean not null default false, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "live_meeting" add constraint "live_meeting_project_id_unique" unique ("project_id");`);

    this.addSql(`alter table "meeting_vote" add constraint "meeting_vote_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "meeting_vote" add constraint "meeting_vote_shareholder_id_foreign" foreign key ("shareholder_id") references "shareholder" ("id") on delete cascade;`);
    this.addSql(`alter table "meeting_vote" add constraint "meeting_vote_cast_by_id_foreign" foreign key ("cast_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "meeting_vote" add constraint "meeting_vote_vote_type_check" check ("vote_type" in ('meetChair', 'approveNoticeAndAgenda', 'decision'));`);
    this.addSql(`alter table "meeting_vote" add constraint "meeting_vote_vote_check" check ("vote" in ('for', 'against', 'blank'));`);

    this.addSql(`alter table "meeting_participation" add constraint "meeting_participation_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "meeting_participation" add constraint "meeting_participation_shareholder_id_foreign" foreign key ("shareholder_id") references "shareholder" ("id") on delete cascade;`);
    this.addSql(`alter table "meeting_participation" add constraint "meeting_participation_registered_by_id_foreign" foreign key ("registered_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "live_meeting" add constraint "live_meeting_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "live_meeting" add constraint "live_meeting_status_check" check ("status" in ('PUBLISHED', 'STARTED', 'FINISHED'));`);
    this.addSql(`alter table "live_meeting" add constraint "live_meeting_registration_status_check" check ("registration_status" in ('STARTED', 'FINISHED'));`);
    this.addSql(`alter table "live_meeting" add constraint "live_meeting_meeting_chair_status_check" check ("meeting_chair_status" in ('STARTED', 'FINISHED'));`);
    this.addSql(`alter table "live_meeting" add constraint "live_meeting_approve_agenda_status_check" check ("approve_agenda_status" in ('STARTED', 'FINISHED'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "meeting_vote" cascade;`);
    this.addSql(`drop table if exists "meeting_participation" cascade;`);
    this.addSql(`drop table if exists "live_meeting" cascade;`);
  }

}
