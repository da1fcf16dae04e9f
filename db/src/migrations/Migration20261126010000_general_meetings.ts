import { Migration } from '@mikro-orm/migrations';

export class Migration20261126010000_general_meetings extends Migration {

  override name = 'Migration20261126010000_general_meetings';

  override up(): void | Promise<void> {
    this.addSql(`create table "general_meeting" ("id" uuid not null, "project_id" uuid not null, "meeting_date" varchar(10) not null, "start_time" varchar(5) not null, "end_date" varchar(10) not null, "end_time" varchar(5) not null, "meeting_form" text not null, "meeting_place" text not null default 'companysOffice', "inline_address_value" varchar(500) null, "is_simplified_general_meeting" boolean not null default false, "conduct_electronic_general_meeting" text not null default 'ELECTRONIC_GM_NOT_OFFERED', "include_list_of_participants_in_minutes" boolean not null default true, "meeting_chair" jsonb null, "co_signer" jsonb null, "additional_co_signers" jsonb not null default '[]', "meeting_placeholder_visible" boolean not null default false, "general_meeting_type" text not null default 'regular', "company_form" text not null default 'AS', "shorter_notice_allowed" boolean not null default false, "document_language" text not null default 'no', "agenda_item_rules" jsonb not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "general_meeting" add constraint "general_meeting_project_id_unique" unique ("project_id");`);

    this.addSql(`create table "poa_recipient" ("id" uuid not null, "general_meeting_id" uuid not null, "role" text not null, "recipient_key" varchar(340) not null, "shareholder_id" uuid null, "company_role_id" uuid null, "name" varchar(320) not null, "email" varchar(320) null, "token_hash" varchar(64) null, "outbox_email_id" bigint null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "poa_recipient_shareholder_id_index" on "poa_recipient" ("shareholder_id");`);
    this.addSql(`alter table "poa_recipient" add constraint "poa_recipient_token_hash_unique" unique ("token_hash");`);
    this.addSql(`alter table "poa_recipient" add constraint "poa_recipient_general_meeting_id_recipient_key_unique" unique ("general_meeting_id", "recipient_key");`);

    this.addSql(`create table "power_of_attorney" ("id" uuid not null, "general_meeting_id" uuid not null, "giver_id" uuid not null, "recipient_id" uuid not null, "voting_instructions" jsonb not null, "registered_by_id" uuid null, "given_at" timestamptz not null, "revoked_at" timestamptz null, "revoked_by_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "power_of_attorney_giver_id_index" on "power_of_attorney" ("giver_id");`);
    this.addSql(`create index "power_of_attorney_recipient_id_index" on "power_of_attorney" ("recipient_id");`);
    this.addSql(`create unique index "power_of_attorney_in_force_unique" on "power_of_attorney" ("general_meeting_id", "giver_id") where "revoked_at" is null;`);

    this.addSql(`create table "notice_for_shareholder" ("id" uuid not null, "general_meeting_id" uuid not null, "shareholder_id" uuid not null, "recipient_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "notice_for_shareholder_shareholder_id_index" on "notice_for_shareholder" ("shareholder_id");`);
    this.addSql(`alter table "notice_for_shareholder" add constraint "notice_for_shareholder_recipient_id_unique" unique ("recipient_id");`);
    this.addSql(`alter table "notice_for_shareholder" add constraint "notice_for_shareholder_general_meeting_id_shareholder_id_unique" unique ("general_meeting_id", "shareholder_id");`);

    this.addSql(`alter table "general_meeting" add constraint "general_meeting_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "general_meeting" add constraint "general_meeting_meeting_form_check" check ("meeting_form" in ('physical_meeting', 'electronic', 'hybrid', 'electronicGeneralMeeting'));`);
    this.addSql(`alter table "general_meeting" add constraint "general_meeting_meeting_place_check" check ("meeting_place" in ('companysOffice', 'inlineAddress'));`);
    this.addSql(`alter table "general_meeting" add constraint "general_meeting_conduct_electronic_general_meeting_check" check ("conduct_electronic_general_meeting" in ('LINK_GIVEN', 'LINK_GIVEN_LATER', 'ELECTRONIC_GM_NOT_OFFERED'));`);
    this.addSql(`alter table "general_meeting" add constraint "general_meeting_general_meeting_type_check" check ("general_meeting_type" in ('regular', 'extraordinary'));`);
    this.addSql(`alter table "general_meeting" add constraint "general_meeting_company_form_check" check ("company_form" in ('AS', 'ASA', 'LISTED_ASA', 'AB', 'PUBLIC_AB'));`);
    this.addSql(`alter table "general_meeting" add constraint "general_meeting_document_language_check" check ("document_language" in ('no', 'sv', 'en', 'no/en', 'sv/en'));`);

    this.addSql(`alter table "poa_recipient" add constraint "poa_recipient_general_meeting_id_foreign" foreign key ("general_meeting_id") references "general_meeting" ("id") on delete cascade;`);
    this.addSql(`alter table "poa_recipient" add constraint "poa_recipient_shareholder_id_foreign" foreign key ("shareholder_id") references "shareholder" ("id") on delete cascade;`);
    this.addSql(`alter table "poa_recipient" add constraint "poa_recipient_company_role_id_foreign" foreign key ("company_role_id") references "company_role" ("id") on delete set null;`);
    this.addSql(`alter table "poa_recipient" add constraint "poa_recipient_outbox_email_id_foreign" foreign key ("outbox_email_id") references "email_outbox" ("id") on delete set null;`);
    this.addSql(`alter table "poa_recipient" add constraint "poa_recipient_role_check" check ("role" in ('chairperson', 'ceo', 'shareholder', 'other'));`);

    this.addSql(`alter table "power_of_attorney" add constraint "power_of_attorney_general_meeting_id_foreign" foreign key ("general_meeting_id") references "general_meeting" ("id") on delete cascade;`);
    this.addSql(`alter table "power_of_attorney" add constraint "power_of_attorney_giver_id_foreign" foreign key ("giver_id") references "shareholder" ("id") on delete cascade;`);
    this.addSql(`alter table "power_of_attorney" add constraint "power_of_attorney_recipient_id_foreign" foreign key ("recipient_id") references "poa_recipient" ("id") on delete cascade;`);
    this.addSql(`alter table "power_of_attorney" add constraint "power_of_attorney_registered_by_id_foreign" foreign key ("registered_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "power_of_attorney" add constraint "power_of_attorney_revoked_by_id_foreign" foreign key ("revoked_by_id") references "app_user" ("id") on delete set null;`);

    this.addSql(`alter table "notice_for_shareholder" add constraint "notice_for_shareholder_general_meeting_id_foreign" foreign key ("general_meeting_id") references "general_meeting" ("id") on delete cascade;`);
    this.addSql(`alter table "notice_for_shareholder" add constraint "notice_for_shareholder_shareholder_id_foreign" foreign key ("shareholder_id") references "shareholder" ("id") on delete cascade;`);
    this.addSql(`alter table "notice_for_shareholder" add constraint "notice_for_shareholder_recipient_id_foreign" foreign key ("recipient_id") references "notice_recipient" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "poa_recipient" drop constraint "poa_recipient_general_meeting_id_foreign";`);
    this.addSql(`alter table "power_of_attorney" drop constraint "power_of_attorney_general_meeting_id_foreign";`);
    this.addSql(`alter table "notice_for_shareholder" drop constraint "notice_for_shareholder_general_meeting_id_foreign";`);
    this.addSql(`alter table "power_of_attorney" drop constraint "power_of_attorney_recipient_id_foreign";`);

    this.addSql(`drop table if exists "general_meeting" cascade;`);
    this.addSql(`drop table if exists "poa_recipient" cascade;`);
    this.addSql(`drop table if exists "power_of_attorney" cascade;`);
    this.addSql(`drop table if exists "notice_for_shareholder" cascade;`);
  }

}
