import { Migration } from '@mikro-orm/migrations';

export class Migration20261126040000_custom_archive_permissions extends Migration {

  override name = 'Migration20261126040000_custom_archive_permissions';

  override up(): void | Promise<void> {
    this.addSql(`create table "custom_archive_permission" ("id" uuid not null, "folder_id" uuid not null, "custom_role_id" uuid not null, "access" text check ("access" in ('VIEW', 'EDIT')) not null, primary key ("id"));`);
    this.addSql(`create index "custom_archive_permission_custom_role_id_index" on "custom_archive_permission" ("custom_role_id");`);
    this.addSql(`alter table "custom_archive_permission" add constraint "custom_archive_permission_folder_id_custom_role_id_unique" unique ("folder_id", "custom_role_id");`);

    this.addSql(`alter table "custom_archive_permission" add constraint "custom_archive_permission_folder_id_foreign" foreign key ("folder_id") references "archive_entry" ("id") on delete cascade;`);
    this.addSql(`alter table "custom_archive_permission" add constraint "custom_archive_permission_custom_role_id_foreign" foreign key ("custom_role_id") references "custom_role" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "custom_archive_permission" cascade;`);
  }

}
