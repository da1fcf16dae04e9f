import { Migration } from '@mikro-orm/migrations';

export class Migration20261124230000_board_meeting_notices extends Migration {

  override name = 'Migration20261124230000_board_meeting_notices';

  override up(): void | Promise<void> {
    this.addSql(`create table "notice_sending" ("id" uuid not null, "document_id" uuid not null, "access_type" text not null, "password_hash" varchar(200) null, "message" text not null, "sent_by_id" uuid null, "sent_at" timestamptz not null, "revoked_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "notice_sending_document_id_sent_at_index" on "notice_sending" ("document_id", "sent_at");`);

    this.addSql(`create table "notice_recipient" ("id" uuid not null, "sending_id" uuid not null, "company_role_id" uuid null, "extra_participant_id" uuid null, "name" varchar(320) not null, "email" varchar(320) not null, "language" text not null, "token_hash" varchar(64) not null, "outbox_email_id" bigint null, "viewed_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "notice_recipient_sending_id_index" on "notice_recipient" ("sending_id");`);
    this.addSql(`alter table "notice_recipient" add constraint "notice_recipient_token_hash_unique" unique ("token_hash");`);

    this.addSql(`create table "matter_comment" ("id" uuid not null, "decision_id" uuid not null, "author_role_id" uuid null, "author_user_id" uuid null, "author_name" varchar(320) not null, "comment_text" text not null, "is_deleted" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "matter_comment_decision_id_created_at_index" on "matter_comment" ("decision_id", "created_at");`);

    this.addSql(`create table "board_vote" ("id" uuid not null, "decision_id" uuid not null, "company_role_id" uuid not null, "vote" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "board_vote_company_role_id_index" on "board_vote" ("company_role_id");`);
    this.addSql(`alter table "board_vote" add constraint "board_vote_decision_id_company_role_id_unique" unique ("decision_id", "company_role_id");`);

    this.addSql(`alter table "project_document" add "sent_at" timestamptz null, add "locked_at" timestamptz null;`);

    this.addSql(`alter table "notice_sending" add constraint "notice_sending_document_id_foreign" foreign key ("document_id") references "project_document" ("id") on delete cascade;`);
    this.addSql(`alter table "notice_sending" add constraint "notice_sending_sent_by_id_foreign" foreign key ("sent_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "notice_sending" add constraint "notice_sending_access_type_check" check ("access_type" in ('open', 'password', 'login'));`);

    this.addSql(`alter table "notice_recipient" add constraint "notice_recipient_sending_id_foreign" foreign key ("sending_id") references "notice_sending" ("id") on delete cascade;`);
    this.addSql(`alter table "notice_recipient" add constraint "notice_recipient_company_role_id_foreign" foreign key ("company_role_id") references "company_role" ("id") on delete set null;`);
    this.addSql(`alter table "notice_recipient" add constraint "notice_recipient_outbox_email_id_foreign" foreign key ("outbox_email_id") references "email_outbox" ("id") on delete set null;`);
    this.addSql(`alter table "notice_recipient" add constraint "notice_recipient_language_check" check ("language" in ('nb', 'sv', 'en'));`);

    this.addSql(`alter table "matter_comment" add constraint "matter_comment_decision_id_foreign" foreign key ("decision_id") references "project_decision" ("id") on delete cascade;`);
    this.addSql(`alter table "matter_comment" add constraint "matter_comment_author_role_id_foreign" foreign key ("author_role_id") references "company_role" ("id") on delete set null;`);
    this.addSql(`alter table "matter_comment" add constraint "matter_comment_author_user_id_foreign" foreign key ("author_user_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "board_vote" add constraint "board_vote_decision_id_foreign" foreign key ("decision_id") references "project_decision" ("id") on delete cascade;`);
    this.addSql(`alter table "board_vote" add constraint "board_vote_company_role_id_foreign" foreign key ("company_role_id") references "company_role" ("id") on delete cascade;`);
    this.addSql(`alter table "board_vote" add constraint "board_vote_vote_check" check ("vote" in ('for', 'against', 'blank'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "notice_recipient" drop constraint "notice_recipient_sending_id_foreign";`);

    this.addSql(`drop table if exists "notice_sending" cascade;`);
    this.addSql(`drop table if exists "notice_recipient" cascade;`);
    this.addSql(`drop table if exists "matter_comment" cascade;`);
    this.addSql(`drop table if exists "board_vote" cascade;`);

    this.addSql(`alter table "project_document" drop column "sent_at", drop column "locked_at";`);
  }

}
