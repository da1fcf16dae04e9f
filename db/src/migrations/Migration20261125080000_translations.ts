import { Migration } from '@mikro-orm/migrations';

export class Migration20261125080000_translations extends Migration {

  override name = 'Migration20261125080000_translations';

  override up(): void | Promise<void> {
    this.addSql(`create table "translation_version" ("id" smallint not null, "version" int not null, primary key ("id"));`);

    this.addSql(`create table "translation_override" ("key" varchar(200) not null, "language" varchar(2) not null, "text" text not null, "updated_by_id" uuid null, "updated_at" timestamptz not null, primary key ("key", "language"));`);

    this.addSql(`insert into "translation_version" ("id", "version") values (1, 0);`);

    this.addSql(`alter table "translation_override" add constraint "translation_override_updated_by_id_foreign" foreign key ("updated_by_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "translation_version" cascade;`);
    this.addSql(`drop table if exists "translation_override" cascade;`);
  }

}
