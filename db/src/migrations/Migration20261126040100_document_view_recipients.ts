import { Migration } from '@mikro-orm/migrations';

export class Migration20261126040100_document_view_recipients extends Migration {

  override name = 'Migration20261126040100_document_view_recipients';

  override up(): void | Promise<void> {
    this.addSql(`create table "document_view_recipient" ("id" uuid not null, "document_id" uuid not null, "name" varchar(200) not null, "email" varchar(320) not null, "created_by_id" uuid null, "created_at" timestamptz not null, "viewed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "document_view_recipient_document_id_index" on "document_view_recipient" ("document_id");`);

    this.addSql(`alter table "document_view_recipient" add constraint "document_view_recipient_document_id_foreign" foreign key ("document_id") references "archive_entry" ("id") on delete cascade;`);
    this.addSql(`alter table "document_view_recipient" add constraint "document_view_recipient_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "document_view_recipient" cascade;`);
  }

}
