import { Migration } from '@mikro-orm/migrations';

export class Migration20261128133357_articles_of_association extends Migration {

  override name = 'Migration20261128133357_articles_of_association';

  override up(): void | Promise<void> {
    this.addSql(`create table "articles_of_association" ("id" uuid not null, "company_id" uuid not null, "date" varchar(10) not null, "status" text not null, "languages" jsonb not null, "paragraph_prefix" varchar(20) not null default '', "paragraph_suffix" varchar(20) not null default '', "articles" jsonb not null, "changes" jsonb not null, "share_capital_paragraph" int null, "created_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "articles_of_association_company_id_date_index" on "articles_of_association" ("company_id", "date");`);

    this.addSql(`alter table "articles_of_association" add constraint "articles_of_association_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "articles_of_association" add constraint "articles_of_association_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "articles_of_association" add constraint "articles_of_association_status_check" check ("status" in ('ADOPTED', 'IMPORT'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "articles_of_association" cascade;`);
  }

}
