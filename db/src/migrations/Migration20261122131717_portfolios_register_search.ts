import { Migration } from '@mikro-orm/migrations';

export class Migration20261122131717_portfolios_register_search extends Migration {

  override name = 'Migration20261122131717_portfolios_register_search';

  override up(): void | Promise<void> {
    // Trigram index for company-name search (pg_trgm is a trusted extension: the database owner may create it).
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create table "register_company" ("organisation_number" varchar(20) not null, "name" varchar(300) not null, "postal_code" varchar(10) null, "city" varchar(100) null, "country" text not null, primary key ("organisation_number"));`);
    this.addSql(`create index "register_company_name_trgm_index" on "register_company" using gin ("name" gin_trgm_ops);`);

    this.addSql(`create table "recent_company_visit" ("user_id" uuid not null, "company_id" uuid not null, "visited_at" timestamptz not null, primary key ("user_id", "company_id"));`);
    this.addSql(`create index "recent_company_visit_user_id_visited_at_index" on "recent_company_visit" ("user_id", "visited_at");`);

    this.addSql(`create table "portfolio" ("id" uuid not null, "name" varchar(200) not null, "created_by_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "portfolio_created_by_id_index" on "portfolio" ("created_by_id");`);

    this.addSql(`create table "portfolio_company" ("user_id" uuid not null, "company_id" uuid not null, "portfolio_id" uuid not null, "added_at" timestamptz not null, primary key ("user_id", "company_id"));`);
    this.addSql(`create index "portfolio_company_portfolio_id_index" on "portfolio_company" ("portfolio_id");`);

    this.addSql(`alter table "company_role" drop constraint "company_role_role_check";`);
    this.addSql(`alter table "company_role" add constraint "company_role_role_check" check ("role" in ('chairperson', 'deputy_chairperson', 'member', 'deputy_member', 'ceo', 'observer', 'general_meeeting_signer', 'sole_proprietorship'));`);

    this.addSql(`alter table "register_company" add constraint "register_company_country_check" check ("country" in ('NO', 'SE'));`);

    this.addSql(`alter table "recent_company_visit" add constraint "recent_company_visit_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "recent_company_visit" add constraint "recent_company_visit_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "portfolio" add constraint "portfolio_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete cascade;`);

    this.addSql(`alter table "portfolio_company" add constraint "portfolio_company_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "portfolio_company" add constraint "portfolio_company_company_id_foreign" foreign key ("company_id") references "company" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "portfolio_company" add constraint "portfolio_company_portfolio_id_foreign" foreign key ("portfolio_id") references "portfolio" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "portfolio_company" drop constraint "portfolio_company_portfolio_id_foreign";`);

    this.addSql(`drop table if exists "register_company" cascade;`);
    this.addSql(`drop table if exists "recent_company_visit" cascade;`);
    this.addSql(`drop table if exists "portfolio" cascade;`);
    this.addSql(`drop table if exists "portfolio_company" cascade;`);

    this.addSql(`alter table "company_role" drop constraint "company_role_role_check";`);
    this.addSql(`alter table "company_role" add constraint "company_role_role_check" check ("role" in ('chairperson', 'deputy_chairperson', 'member', 'deputy_member', 'ceo', 'sole_proprietorship', 'general_meeeting_signer', 'observer'));`);
  }

}
