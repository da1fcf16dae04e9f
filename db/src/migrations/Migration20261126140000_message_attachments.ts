import { Migration } from '@mikro-orm/migrations';

export class Migration20261126140000_message_attachments extends Migration {

  override name = 'Migration20261126140000_message_attachments';

  override up(): void | Promise<void> {
    this.addSql(`create table "message_attachment" ("id" uuid not null, "message_id" uuid not null, "position" int not null, "file_id" uuid not null, "archive_entry_id" uuid null, "name" varchar(255) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "message_attachment_message_id_index" on "message_attachment" ("message_id");`);
    this.addSql(`create index "message_attachment_file_id_index" on "message_attachment" ("file_id");`);
    this.addSql(`create index "message_attachment_archive_entry_id_index" on "message_attachment" ("archive_entry_id");`);
    this.addSql(`alter table "message_attachment" add constraint "message_attachment_message_id_foreign" foreign key ("message_id") references "message" ("id") on delete cascade;`);
    this.addSql(`alter table "message_attachment" add constraint "message_attachment_file_id_foreign" foreign key ("file_id") references "stored_file" ("id") on delete cascade;`);
    this.addSql(`alter table "message_attachment" add constraint "message_attachment_archive_entry_id_foreign" foreign key ("archive_entry_id") references "archive_entry" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "message_attachment" cascade;`);
  }

}
