import { Migration } from '@mikro-orm/migrations';

export class Migration20261128170930_decision_follow_up extends Migration {

  override name = 'Migration20261128170930_decision_follow_up';

  override up(): void | Promise<void> {
    this.addSql(`create table "decision_attachment" ("id" uuid not null, "company_id" uuid not null, "decision_id" uuid not null, "kind" text check ("kind" in ('shareCapitalContributionConfirmations', 'boardElectionIdentifications', 'ceoEmploymentIdentification', 'procuraIdentification', 'powerOfAttorney', 'uploadedFile', 'businessRegisterStatus')) not null, "file_name" varchar(255) not null, "content_type" varchar(100) not null, "size" int not null, "sha256" varchar(64) not null, "content" bytea not null, "created_by_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "decision_attachment_decision_id_created_at_index" on "decision_attachment" ("decision_id", "created_at");`);
    this.addSql(`alter table "decision_attachment" add constraint "decision_attachment_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "decision_attachment" add constraint "decision_attachment_decision_id_foreign" foreign key ("decision_id") references "project_decision" ("id") on delete cascade;`);
    this.addSql(`alter table "decision_attachment" add constraint "decision_attachment_created_by_id_foreign" foreign key ("created_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`create table "register_notification" ("decision_id" uuid not null, "produced_at" timestamptz not null, "produced_by_id" uuid null, "sent_at" timestamptz null, "sent_by_id" uuid null, primary key ("decision_id"));`);
    this.addSql(`alter table "register_notification" add constraint "register_notification_decision_id_foreign" foreign key ("decision_id") references "project_decision" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "register_notification" add constraint "register_notification_produced_by_id_foreign" foreign key ("produced_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "register_notification" add constraint "register_notification_sent_by_id_foreign" foreign key ("sent_by_id") references "app_user" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "register_notification" cascade;`);
    this.addSql(`drop table if exists "decision_attachment" cascade;`);
  }

}
