import { Migration } from '@mikro-orm/migrations';

export class Migration20261128170752_subscription_forms extends Migration {

  override name = 'Migration20261128170752_subscription_forms';

  override up(): void | Promise<void> {
    this.addSql(`create table "subscription_form" ("id" uuid not null, "company_id" uuid not null, "project_id" uuid not null, "decision_id" uuid not null, "subscriber_id" varchar(64) not null, "signing_request_id" uuid not null, "offer" jsonb not null, "language" text not null, "period_from" varchar(10) not null, "period_to" varchar(10) not null, "filled_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "subscription_form_company_id_index" on "subscription_form" ("company_id");`);
    this.addSql(`create index "subscription_form_decision_id_index" on "subscription_form" ("decision_id");`);
    this.addSql(`alter table "subscription_form" add constraint "subscription_form_signing_request_id_unique" unique ("signing_request_id");`);
    this.addSql(`alter table "subscription_form" add constraint "subscription_form_decision_id_subscriber_id_unique" unique ("decision_id", "subscriber_id");`);

    this.addSql(`create table "subscription" ("id" uuid not null, "form_id" uuid not null, "decision_id" uuid not null, "subscriber_id" varchar(64) not null, "sharetype_id" varchar(64) not null, "number_of_shares" bigint not null, "subscribed_at" timestamptz not null, "signed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "subscription_decision_id_index" on "subscription" ("decision_id");`);
    this.addSql(`alter table "subscription" add constraint "subscription_form_id_sharetype_id_unique" unique ("form_id", "sharetype_id");`);

    this.addSql(`alter table "subscription_form" add constraint "subscription_form_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "subscription_form" add constraint "subscription_form_signing_request_id_foreign" foreign key ("signing_request_id") references "signing_request" ("id") on delete cascade;`);
    this.addSql(`alter table "subscription_form" add constraint "subscription_form_language_check" check ("language" in ('nb', 'sv', 'en'));`);

    this.addSql(`alter table "subscription" add constraint "subscription_form_id_foreign" foreign key ("form_id") references "subscription_form" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "subscription" drop constraint "subscription_form_id_foreign";`);

    this.addSql(`drop table if exists "subscription_form" cascade;`);
    this.addSql(`drop table if exists "subscription" cascade;`);
  }

}
