import { Migration } from '@mikro-orm/migrations';

export class Migration20261126060000_contributions extends Migration {

  override name = 'Migration20261126060000_contributions';

  override up(): void | Promise<void> {
    this.addSql(`create table "shareholder_contribution" ("id" uuid not null, "company_id" uuid not null, "book" text not null, "type" text not null, "registration_date" timestamptz not null, "comment" text null, "created_by_id" uuid null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "shareholder_contribution_company_id_book_registrat_a273a_index" on "shareholder_contribution" ("company_id", "book", "registration_date");`);

    this.addSql(`create table "shareholder_contribution_detail" ("id" uuid not null, "contribution_id" uuid not null, "shareholder_id" uuid not null, "currency" text not null, "amount" numeric(20,2) not null, "recallable_amount" numeric(20,2) not null, primary key ("id"));`);
    this.addSql(`create index "shareholder_contribution_detail_shareholder_id_index" on "shareholder_contribution_detail" ("shareholder_id");`);
    this.addSql(`create index "shareholder_contribution_detail_contribution_id_index" on "shareholder_contribution_detail" ("contribution_id");`);

    this.addSql(`create table "contribution_attachment" ("id" uuid not null, "company_id" uuid not null, "contribution_id" uuid not null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "content" bytea not null, "created_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "contribution_attachment_contribution_id_created_at_index" on "contribution_attachment" ("contribution_id", "created_at");`);

    this.addSql(`alter table "company" add "commitments_enabled" boolean not null default false;`);

    this.addSql(`alter table "shareholder_contribution" add constraint "shareholder_contribution_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "shareholder_contribution" add constraint "shareholder_contribution_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "shareholder_contribution" add constraint "shareholder_contribution_book_check" check ("book" in ('CONTRIBUTIONS', 'COMMITMENTS'));`);
    this.addSql(`alter table "shareholder_contribution" add constraint "shareholder_contribution_type_check" check ("type" in ('COMMITMENT', 'CONTRIBUTION', 'DISTRIBUTION'));`);

    this.addSql(`alter table "shareholder_contribution_detail" add constraint "shareholder_contribution_detail_contribution_id_foreign" foreign key ("contribution_id") references "shareholder_contribution" ("id") on delete cascade;`);
    this.addSql(`alter table "shareholder_contribution_detail" add constraint "shareholder_contribution_detail_shareholder_id_foreign" foreign key ("shareholder_id") references "shareholder" ("id") on delete cascade;`);
    this.addSql(`alter table "shareholder_contribution_detail" add constraint "shareholder_contribution_detail_currency_check" check ("currency" in ('NOK', 'SEK'));`);

    this.addSql(`alter table "contribution_attachment" add constraint "contribution_attachment_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "contribution_attachment" add constraint "contribution_attachment_contribution_id_foreign" foreign key ("contribution_id") references "shareholder_contribution" ("id") on delete cascade;`);
    this.addSql(`alter table "contribution_attachment" add constraint "contribution_attachment_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "shareholder_contribution_detail" drop constraint "shareholder_contribution_detail_contribution_id_foreign";`);
    this.addSql(`alter table "contribution_attachment" drop constraint "contribution_attachment_contribution_id_foreign";`);

    this.addSql(`drop table if exists "shareholder_contribution" cascade;`);
    this.addSql(`drop table if exists "shareholder_contribution_detail" cascade;`);
    this.addSql(`drop table if exists "contribution_attachment" cascade;`);

    this.addSql(`alter table "company" drop column "commitments_enabled";`);
  }

}
