import { Migration } from '@mikro-orm/migrations';

export class Migration20261123090311_invitations extends Migration {

  override name = 'Migration20261123090311_invitations';

  override up(): void | Promise<void> {
    this.addSql(`create table "invitation_request" ("id" uuid not null, "company_id" uuid not null, "requested_by_id" uuid not null, "request_access_type" text not null, "receiver_email" varchar(320) null, "personal_note_text" text null, "state" text not null default 'PENDING', "created_at" timestamptz not null, "handled_at" timestamptz null, "handled_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "invitation_request_company_id_index" on "invitation_request" ("company_id");`);
    this.addSql(`create index "invitation_request_requested_by_id_index" on "invitation_request" ("requested_by_id");`);

    this.addSql(`create table "invitation" ("id" uuid not null, "type" text not null, "company_id" uuid not null, "email" varchar(320) not null, "language" text not null, "shareholder_id" uuid null, "custom_role_id" uuid null, "personal_note_text" text null, "invited_by_id" uuid null, "state" text not null default 'PENDING', "token_hash" varchar(64) not null, "batch_id" uuid null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "invitation_email_index" on "invitation" ("email");`);
    this.addSql(`create index "invitation_batch_id_index" on "invitation" ("batch_id");`);
    this.addSql(`create index "invitation_company_id_state_index" on "invitation" ("company_id", "state");`);

    this.addSql(`alter table "invitation_request" add constraint "invitation_request_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "invitation_request" add constraint "invitation_request_requested_by_id_foreign" foreign key ("requested_by_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "invitation_request" add constraint "invitation_request_handled_by_id_foreign" foreign key ("handled_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "invitation_request" add constraint "invitation_request_request_access_type_check" check ("request_access_type" in ('shareholder-portal', 'board-portal', 'admin'));`);
    this.addSql(`alter table "invitation_request" add constraint "invitation_request_state_check" check ("state" in ('PENDING', 'ACCEPTED', 'REJECTED'));`);

    this.addSql(`alter table "invitation" add constraint "invitation_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "invitation" add constraint "invitation_invited_by_id_foreign" foreign key ("invited_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "invitation" add constraint "invitation_accepted_by_id_foreign" foreign key ("accepted_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "invitation" add constraint "invitation_type_check" check ("type" in ('USER', 'COMPANY', 'SHAREHOLDER_REPRESENTATIVE', 'SHAREHOLDER'));`);
    this.addSql(`alter table "invitation" add constraint "invitation_language_check" check ("language" in ('nb', 'sv', 'en'));`);
    this.addSql(`alter table "invitation" add constraint "invitation_state_check" check ("state" in ('PENDING', 'ACCEPTED', 'CANCELLED'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "invitation_request" cascade;`);
    this.addSql(`drop table if exists "invitation" cascade;`);
  }

}
