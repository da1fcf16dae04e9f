import { Migration } from '@mikro-orm/migrations';

export class Migration20261126062000_innsyn extends Migration {

  override name = 'Migration20261126062000_innsyn';

  override up(): void | Promise<void> {
    this.addSql(`create table "innsyn_request" ("id" uuid not null, "company_id" uuid not null, "requester_name" varchar(200) not null, "requester_email" varchar(320) not null, "message" text null, "received_at" timestamptz not null, "deadline" varchar(10) not null, "sent_at" timestamptz null, "sent_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "innsyn_request_company_id_received_at_index" on "innsyn_request" ("company_id", "received_at");`);

    this.addSql(`alter table "innsyn_request" add constraint "innsyn_request_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "innsyn_request" add constraint "innsyn_request_sent_by_id_foreign" foreign key ("sent_by_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "innsyn_request" cascade;`);
  }

}
