import { Migration } from '@mikro-orm/migrations';

export class Migration20261125030000_documents_archive extends Migration {

  override name = 'Migration20261125030000_documents_archive';

  override up(): void | Promise<void> {
    this.addSql(`create table "stored_file" ("id" uuid not null, "company_id" uuid not null, "key" varchar(200) not null, "content_type" varchar(100) not null, "size" bigint not null, "sha256" varchar(64) not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "stored_file_company_id_index" on "stored_file" ("company_id");`);
    this.addSql(`alter table "stored_file" add constraint "stored_file_key_unique" unique ("key");`);

    this.addSql(`create table "archive_entry" ("id" uuid not null, "company_id" uuid not null, "section" text not null, "parent_id" uuid null, "is_folder" boolean not null, "name" varchar(255) not null, "name_key" varchar(255) not null, "description" varchar(1000) null, "state" text not null default 'CREATED', "is_readonly" boolean not null default false, "signing_status" text not null default 'UNKNOWN', "file_id" uuid null, "trashed_with" uuid null, "deleted_at" timestamptz null, "created_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "archive_entry_company_id_section_parent_id_index" on "archive_entry" ("company_id", "section", "parent_id");`);
    this.addSql(`create index "archive_entry_company_id_trashed_with_index" on "archive_entry" ("company_id", "trashed_with");`);
    // Siblings' names are unique among live entries, case-insensitively (name_key); entries at a section's top share a null parent.
    this.addSql(`create unique index "archive_entry_sibling_name_unique" on "archive_entry" ("company_id", "section", coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid), "name_key") where "state" <> 'DELETED';`);

    this.addSql(`alter table "stored_file" add constraint "stored_file_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);

    this.addSql(`alter table "archive_entry" add constraint "archive_entry_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "archive_entry" add constraint "archive_entry_parent_id_foreign" foreign key ("parent_id") references "archive_entry" ("id") on delete cascade;`);
    this.addSql(`alter table "archive_entry" add constraint "archive_entry_file_id_foreign" foreign key ("file_id") references "stored_file" ("id") on delete no action;`);
    this.addSql(`alter table "archive_entry" add constraint "archive_entry_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "archive_entry" add constraint "archive_entry_section_check" check ("section" in ('board-archive', 'shareholder-archive', 'admin-archive', 'custom-archive', 'general-meetings', 'send-for-signing'));`);
    this.addSql(`alter table "archive_entry" add constraint "archive_entry_state_check" check ("state" in ('CREATED', 'ARCHIVED', 'DELETED'));`);
    this.addSql(`alter table "archive_entry" add constraint "archive_entry_signing_status_check" check ("signing_status" in ('UNKNOWN', 'SENT_FOR_SIGNING', 'SENT_FOR_REVIEW', 'SENT_FOR_VOTING', 'NOT_NEEDED', 'NEEDS_SIGNING', 'SIGNING_IN_PROGRESS', 'SIGNING_COMPLETE'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "archive_entry" drop constraint "archive_entry_file_id_foreign";`);
    this.addSql(`alter table "archive_entry" drop constraint "archive_entry_parent_id_foreign";`);

    this.addSql(`drop table if exists "stored_file" cascade;`);
    this.addSql(`drop table if exists "archive_entry" cascade;`);
  }

}
