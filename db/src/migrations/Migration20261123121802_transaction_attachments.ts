import { Migration } from '@mikro-orm/migrations';

export class Migration20261123121802_transaction_attachments extends Migration {

  override name = 'Migration20261123121802_transaction_attachments';

  override up(): void | Promise<void> {
    this.addSql(`create table "transaction_attachment" ("id" uuid not null, "company_id" uuid not null, "entry_id" uuid not null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "content" bytea not null, "created_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "transaction_attachment_entry_id_created_at_index" on "transaction_attachment" ("entry_id", "created_at");`);

    this.addSql(`alter table "transaction_attachment" add constraint "transaction_attachment_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "transaction_attachment" add constraint "transaction_attachment_entry_id_foreign" foreign key ("entry_id") references "transaction_log_entry" ("id") on delete cascade;`);
    this.addSql(`alter table "transaction_attachment" add constraint "transaction_attachment_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "transaction_attachment" cascade;`);
  }

}
