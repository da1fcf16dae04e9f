import { Migration } from '@mikro-orm/migrations';

export class Migration20261125010100_document_attachments extends Migration {

  override name = 'Migration20261125010100_document_attachments';

  override up(): void | Promise<void> {
    this.addSql(`create table "document_attachment" ("id" uuid not null, "document_id" uuid not null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "content" bytea not null, "created_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "document_attachment_document_id_created_at_index" on "document_attachment" ("document_id", "created_at");`);

    this.addSql(`alter table "document_attachment" add constraint "document_attachment_document_id_foreign" foreign key ("document_id") references "project_document" ("id") on delete cascade;`);
    this.addSql(`alter table "document_attachment" add constraint "document_attachment_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "document_attachment" cascade;`);
  }

}
