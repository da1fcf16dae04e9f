import { Migration } from '@mikro-orm/migrations';

export class Migration20261126090000_messaging extends Migration {

  override name = 'Migration20261126090000_messaging';

  override up(): void | Promise<void> {
    this.addSql(`create table "message_thread" ("id" uuid not null, "company_id" uuid not null, "audience" text not null, "subject" varchar(200) not null, "created_by_id" uuid null, "created_by_name" varchar(200) not null, "created_at" timestamptz not null, "last_message_at" timestamptz not null, "last_company_message_at" timestamptz not null, "last_reply_at" timestamptz null, "company_read_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "message_thread_company_id_last_message_at_index" on "message_thread" ("company_id", "last_message_at");`);

    this.addSql(`create table "message_recipient" ("id" uuid not null, "thread_id" uuid not null, "position" int not null, "company_role_id" uuid null, "shareholder_id" uuid null, "name" varchar(200) not null, "email" varchar(320) null, "language" text not null default 'nb', "read_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "message_recipient_thread_id_index" on "message_recipient" ("thread_id");`);
    this.addSql(`create index "message_recipient_company_role_id_index" on "message_recipient" ("company_role_id");`);
    this.addSql(`create index "message_recipient_shareholder_id_index" on "message_recipient" ("shareholder_id");`);

    this.addSql(`create table "message" ("id" uuid not null, "thread_id" uuid not null, "from_recipient_id" uuid null, "author_id" uuid null, "author_name" varchar(200) not null, "body" text not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "message_from_recipient_id_index" on "message" ("from_recipient_id");`);
    this.addSql(`create index "message_thread_id_created_at_index" on "message" ("thread_id", "created_at");`);

    this.addSql(`alter table "message_thread" add constraint "message_thread_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "message_thread" add constraint "message_thread_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "message_thread" add constraint "message_thread_audience_check" check ("audience" in ('BOARD', 'SHAREHOLDERS'));`);

    this.addSql(`alter table "message_recipient" add constraint "message_recipient_thread_id_foreign" foreign key ("thread_id") references "message_thread" ("id") on delete cascade;`);
    this.addSql(`alter table "message_recipient" add constraint "message_recipient_company_role_id_foreign" foreign key ("company_role_id") references "company_role" ("id") on delete set null;`);
    this.addSql(`alter table "message_recipient" add constraint "message_recipient_language_check" check ("language" in ('nb', 'sv', 'en'));`);

    this.addSql(`alter table "message" add constraint "message_thread_id_foreign" foreign key ("thread_id") references "message_thread" ("id") on delete cascade;`);
    this.addSql(`alter table "message" add constraint "message_from_recipient_id_foreign" foreign key ("from_recipient_id") references "message_recipient" ("id") on delete cascade;`);
    this.addSql(`alter table "message" add constraint "message_author_id_foreign" foreign key ("author_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "message_recipient" drop constraint "message_recipient_thread_id_foreign";`);
    this.addSql(`alter table "message" drop constraint "message_thread_id_foreign";`);
    this.addSql(`alter table "message" drop constraint "message_from_recipient_id_foreign";`);

    this.addSql(`drop table if exists "message_thread" cascade;`);
    this.addSql(`drop table if exists "message_recipient" cascade;`);
    this.addSql(`drop table if exists "message" cascade;`);
  }

}
