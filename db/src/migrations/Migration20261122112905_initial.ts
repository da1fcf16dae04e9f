import { Migration } from '@mikro-orm/migrations';

export class Migration20261122112905_initial extends Migration {

  override name = 'Migration20261122112905_initial';

  override up(): void | Promise<void> {
    this.addSql(`create table "company" ("id" uuid not null, "organisation_number" varchar(20) not null, "name" varchar(300) not null, "country" text not null, "currency" text not null, "is_customer" boolean not null default true, "subscription_type" text not null default 'BASIC', "subscription_state" text not null default 'ACTIVE', "shareholder_portal_enabled" boolean not null default true, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "company" add constraint "company_organisation_number_unique" unique ("organisation_number");`);

    this.addSql(`create table "custom_role" ("id" uuid not null, "company_id" uuid not null, "name" varchar(200) not null, "permissions" jsonb not null, "modules" text[] not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "custom_role_company_id_index" on "custom_role" ("company_id");`);

    this.addSql(`create table "email_outbox" ("id" bigserial primary key, "template" varchar(100) not null, "to" varchar(320) not null, "language" text not null, "subject" varchar(500) not null, "text" text not null, "status" text not null default 'PENDING', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "sent_at" timestamptz null);`);
    this.addSql(`create index "email_outbox_to_index" on "email_outbox" ("to");`);
    this.addSql(`create index "email_outbox_status_created_at_index" on "email_outbox" ("status", "created_at");`);

    this.addSql(`create table "login_attempt" ("id" bigserial primary key, "email" varchar(320) not null, "ip_address" varchar(64) not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "login_attempt_email_created_at_index" on "login_attempt" ("email", "created_at");`);
    this.addSql(`create index "login_attempt_ip_address_created_at_index" on "login_attempt" ("ip_address", "created_at");`);

    this.addSql(`create table "app_user" ("id" uuid not null, "email" varchar(320) not null, "name" varchar(200) not null, "password_hash" varchar(200) null, "language" text not null default 'nb', "email_verified" boolean not null default false, "accepted_terms" boolean not null default false, "two_factor_enabled" boolean not null default false, "super_admin" boolean not null default false, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "app_user" add constraint "app_user_email_unique" unique ("email");`);

    this.addSql(`create table "starred_company" ("user_id" uuid not null, "company_id" uuid not null, "access_type" text not null, "created_at" timestamptz not null, primary key ("user_id", "company_id", "access_type"));`);

    this.addSql(`create table "session" ("token_hash" varchar(64) not null, "user_id" uuid not null, "state" text not null, "created_at" timestamptz not null, "last_seen_at" timestamptz not null, "expires_at" timestamptz not null, "otp_hash" varchar(64) null, "otp_expires_at" timestamptz null, "otp_attempts" int not null default 0, "ip_address" varchar(64) null, "user_agent" varchar(400) null, primary key ("token_hash"));`);
    this.addSql(`create index "session_user_id_index" on "session" ("user_id");`);

    this.addSql(`create table "one_time_token" ("token_hash" varchar(64) not null, "purpose" text not null, "user_id" uuid not null, "email" varchar(320) null, "attempts" int not null default 0, "created_at" timestamptz not null, "expires_at" timestamptz not null, "used_at" timestamptz null, primary key ("token_hash"));`);
    this.addSql(`create index "one_time_token_user_id_index" on "one_time_token" ("user_id");`);

    this.addSql(`create table "company_role" ("id" uuid not null, "company_id" uuid not null, "role" text not null, "first_name" varchar(100) not null, "middle_name" varchar(100) null, "last_name" varchar(100) not null, "email" varchar(320) null, "language" text not null default 'nb', "user_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "company_role_company_id_index" on "company_role" ("company_id");`);

    this.addSql(`create table "company_access" ("id" uuid not null, "user_id" uuid not null, "company_id" uuid not null, "access_type" text not null, "shareholder_id" uuid null, "custom_role_id" uuid null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "company_access_user_id_index" on "company_access" ("user_id");`);
    this.addSql(`create index "company_access_company_id_index" on "company_access" ("company_id");`);
    this.addSql(`alter table "company_access" add constraint "company_access_user_id_company_id_access_type_sha_74cf0_unique" unique ("user_id", "company_id", "access_type", "shareholder_id");`);

    this.addSql(`create table "audit_event" ("id" bigserial primary key, "type" varchar(100) not null, "actor_id" uuid null, "company_id" uuid null, "payload" jsonb not null, "created_at" timestamptz not null);`);
    this.addSql(`create index "audit_event_company_id_created_at_index" on "audit_event" ("company_id", "created_at");`);

    this.addSql(`alter table "company" add constraint "company_country_check" check ("country" in ('NO', 'SE'));`);
    this.addSql(`alter table "company" add constraint "company_currency_check" check ("currency" in ('NOK', 'SEK'));`);
    this.addSql(`alter table "company" add constraint "company_subscription_type_check" check ("subscription_type" in ('BASIC', 'PRO', 'SHAREHOLDER_REGISTER', 'FREE', 'SHAREHOLDER_REGISTER_LEGACY'));`);
    this.addSql(`alter table "company" add constraint "company_subscription_state_check" check ("subscription_state" in ('NOT_IN_USE_YET', 'CREATED_INACTIVE', 'PAYMENT_REGISTERED', 'ACTIVE'));`);

    this.addSql(`alter table "custom_role" add constraint "custom_role_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "custom_role" add constraint "custom_role_modules_check" check ("modules" <@ array['OVERVIEW'::text, 'SHAREHOLDER_REGISTER'::text, 'DBOT'::text, 'ARCHIVE'::text, 'MESSAGING'::text]);`);

    this.addSql(`alter table "email_outbox" add constraint "email_outbox_language_check" check ("language" in ('nb', 'sv', 'en'));`);
    this.addSql(`alter table "email_outbox" add constraint "email_outbox_status_check" check ("status" in ('PENDING', 'SENT', 'FAILED'));`);

    this.addSql(`alter table "app_user" add constraint "app_user_language_check" check ("language" in ('nb', 'sv', 'en'));`);

    this.addSql(`alter table "starred_company" add constraint "starred_company_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "starred_company" add constraint "starred_company_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "starred_company" add constraint "starred_company_access_type_check" check ("access_type" in ('ADMIN', 'BOARD_MEMBER', 'SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE', 'CUSTOM', 'SUPERADMIN'));`);

    this.addSql(`alter table "session" add constraint "session_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "session" add constraint "session_state_check" check ("state" in ('OTP_PENDING', 'ACTIVE'));`);

    this.addSql(`alter table "one_time_token" add constraint "one_time_token_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "one_time_token" add constraint "one_time_token_purpose_check" check ("purpose" in ('PASSWORD_RESET', 'EMAIL_VERIFICATION'));`);

    this.addSql(`alter table "company_role" add constraint "company_role_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "company_role" add constraint "company_role_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "company_role" add constraint "company_role_role_check" check ("role" in ('chairperson', 'deputy_chairperson', 'member', 'deputy_member', 'ceo', 'sole_proprietorship', 'general_meeeting_signer', 'observer'));`);
    this.addSql(`alter table "company_role" add constraint "company_role_language_check" check ("language" in ('nb', 'sv', 'en'));`);

    this.addSql(`alter table "company_access" add constraint "company_access_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "company_access" add constraint "company_access_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "company_access" add constraint "company_access_access_type_check" check ("access_type" in ('ADMIN', 'BOARD_MEMBER', 'SHAREHOLDER', 'ADDITIONAL_REPRESENTATIVE', 'CUSTOM', 'SUPERADMIN'));`);

    this.addSql(`alter table "audit_event" add constraint "audit_event_actor_id_foreign" foreign key ("actor_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "audit_event" add constraint "audit_event_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete set null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "custom_role" drop constraint "custom_role_company_id_foreign";`);
    this.addSql(`alter table "starred_company" drop constraint "starred_company_company_id_foreign";`);
    this.addSql(`alter table "company_role" drop constraint "company_role_company_id_foreign";`);
    this.addSql(`alter table "company_access" drop constraint "company_access_company_id_foreign";`);
    this.addSql(`alter table "audit_event" drop constraint "audit_event_company_id_foreign";`);
    this.addSql(`alter table "starred_company" drop constraint "starred_company_user_id_foreign";`);
    this.addSql(`alter table "session" drop constraint "session_user_id_foreign";`);
    this.addSql(`alter table "one_time_token" drop constraint "one_time_token_user_id_foreign";`);
    this.addSql(`alter table "company_role" drop constraint "company_role_user_id_foreign";`);
    this.addSql(`alter table "company_access" drop constraint "company_access_user_id_foreign";`);
    this.addSql(`alter table "audit_event" drop constraint "audit_event_actor_id_foreign";`);

    this.addSql(`drop table if exists "company" cascade;`);
    this.addSql(`drop table if exists "custom_role" cascade;`);
    this.addSql(`drop table if exists "email_outbox" cascade;`);
    this.addSql(`drop table if exists "login_attempt" cascade;`);
    this.addSql(`drop table if exists "app_user" cascade;`);
    this.addSql(`drop table if exists "starred_company" cascade;`);
    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "one_time_token" cascade;`);
    this.addSql(`drop table if exists "company_role" cascade;`);
    this.addSql(`drop table if exists "company_access" cascade;`);
    this.addSql(`drop table if exists "audit_event" cascade;`);
  }

}
