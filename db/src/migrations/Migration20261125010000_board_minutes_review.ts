import { Migration } from '@mikro-orm/migrations';

export class Migration20261125010000_board_minutes_review extends Migration {

  override name = 'Migration20261125010000_board_minutes_review';

  override up(): void | Promise<void> {
    this.addSql(`create table "board_minutes" ("id" uuid not null, "project_id" uuid not null, "meeting_date" varchar(10) not null, "start_time" varchar(5) not null, "end_date" varchar(10) not null, "end_time" varchar(5) not null, "board_meeting_form" text not null, "meeting_place" text not null default 'companysOffice', "inline_address" varchar(500) null, "participants" jsonb not null default '[]', "extra_participants" jsonb not null default '[]', "meeting_chair_id" uuid null, "signatory_ids" jsonb not null default '[]', "matter_outcomes" jsonb not null default '[]', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "board_minutes" add constraint "board_minutes_project_id_unique" unique ("project_id");`);

    this.addSql(`alter table "notice_sending" add "purpose" text not null default 'viewing', add "review_mode" text null, add "feedback_deadline" varchar(16) null;`);
    this.addSql(`alter table "notice_sending" add constraint "notice_sending_purpose_check" check ("purpose" in ('viewing', 'review'));`);
    this.addSql(`alter table "notice_sending" add constraint "notice_sending_review_mode_check" check ("review_mode" in ('voting', 'commenting'));`);

    this.addSql(`alter table "board_minutes" add constraint "board_minutes_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "board_minutes" add constraint "board_minutes_board_meeting_form_check" check ("board_meeting_form" in ('physical_meeting', 'electronic', 'hybrid', 'circulation'));`);
    this.addSql(`alter table "board_minutes" add constraint "board_minutes_meeting_place_check" check ("meeting_place" in ('companysOffice', 'inlineAddress'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "board_minutes" cascade;`);

    this.addSql(`alter table "notice_sending" drop constraint "notice_sending_purpose_check";`);
    this.addSql(`alter table "notice_sending" drop constraint "notice_sending_review_mode_check";`);
    this.addSql(`alter table "notice_sending" drop column "purpose", drop column "review_mode", drop column "feedback_deadline";`);
  }

}
