import { Migration } from '@mikro-orm/migrations';

export class Migration20261126030000_signing extends Migration {

  override name = 'Migration20261126030000_signing';

  override up(): void | Promise<void> {
    this.addSql(`create table "signing_batch" ("id" uuid not null, "user_id" uuid null, "signing_method" text not null, "signer_ids" jsonb not null, "created_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`);
    this.addSql(`create index "signing_batch_user_id_index" on "signing_batch" ("user_id");`);

    this.addSql(`create table "signing_request" ("id" uuid not null, "company_id" uuid not null, "source" text not null, "archive_entry_id" uuid null, "project_id" uuid null, "project_document_id" uuid null, "document_type" varchar(60) not null, "title" varchar(255) not null, "reference" varchar(200) null, "original_id" uuid not null, "email_body" text not null default '', "send_sealed_copy_to" jsonb not null, "other_recipients" jsonb not null, "batch_emails" boolean not null default false, "destination_section" text not null, "destination_folder_id" uuid null, "language" text not null, "status" text not null default 'SENT_FOR_SIGNING', "requested_by_id" uuid null, "sent_at" timestamptz not null, "completed_at" timestamptz null, "cancelled_at" timestamptz null, "sealed_id" uuid null, "sealed_entry_id" uuid null, primary key ("id"));`);
    this.addSql(`create index "signing_request_archive_entry_id_index" on "signing_request" ("archive_entry_id");`);
    this.addSql(`create index "signing_request_company_id_status_index" on "signing_request" ("company_id", "status");`);
    this.addSql(`create index "signing_request_project_document_id_index" on "signing_request" ("project_document_id");`);

    this.addSql(`create table "signer" ("id" uuid not null, "request_id" uuid not null, "position" int not null default 0, "name" varchar(200) not null, "email" varchar(320) not null, "signing_method" text not null, "signer_type" text not null default 'DOCUMENT', "language" text not null, "phone_number" varchar(40) null, "reference" varchar(200) null, "company_name" varchar(200) null, "token" varchar(64) not null, "outbox_email_id" bigint null, "resent_at" timestamptz null, "last_reminded_at" timestamptz null, "signed_at" timestamptz null, "signed_ip_address" varchar(64) null, "asserted_identity" varchar(300) null, "handwriting_id" uuid null, "failed_code_attempts" int not null default 0, "code_locked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "signer_request_id_index" on "signer" ("request_id");`);
    this.addSql(`create index "signer_email_index" on "signer" ("email");`);
    this.addSql(`alter table "signer" add constraint "signer_token_unique" unique ("token");`);

    this.addSql(`create table "signing_code" ("id" uuid not null, "signer_id" uuid null, "batch_id" uuid null, "code_hash" varchar(64) not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "signing_code_signer_id_index" on "signing_code" ("signer_id");`);
    this.addSql(`create index "signing_code_batch_id_index" on "signing_code" ("batch_id");`);

    this.addSql(`alter table "email_outbox" add "attachment_name" varchar(255) null, add "attachment" bytea null;`);

    this.addSql(`alter table "signing_batch" add constraint "signing_batch_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`);
    this.addSql(`alter table "signing_batch" add constraint "signing_batch_signing_method_check" check ("signing_method" in ('BANKID', 'BANKID_AUTH', 'BANKID_SWEDEN_AUTH', 'MITID_DENMARK_AUTH', 'AUTH_EMAIL', 'AUTH_SMS', 'AUTH_CALL', 'HANDWRITING', 'SEAL'));`);

    this.addSql(`alter table "signing_request" add constraint "signing_request_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "signing_request" add constraint "signing_request_archive_entry_id_foreign" foreign key ("archive_entry_id") references "archive_entry" ("id") on delete set null;`);
    this.addSql(`alter table "signing_request" add constraint "signing_request_original_id_foreign" foreign key ("original_id") references "stored_file" ("id") on delete no action;`);
    this.addSql(`alter table "signing_request" add constraint "signing_request_destination_folder_id_foreign" foreign key ("destination_folder_id") references "archive_entry" ("id") on delete set null;`);
    this.addSql(`alter table "signing_request" add constraint "signing_request_requested_by_id_foreign" foreign key ("requested_by_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "signing_request" add constraint "signing_request_sealed_id_foreign" foreign key ("sealed_id") references "stored_file" ("id") on delete set null;`);
    this.addSql(`alter table "signing_request" add constraint "signing_request_sealed_entry_id_foreign" foreign key ("sealed_entry_id") references "archive_entry" ("id") on delete set null;`);
    this.addSql(`alter table "signing_request" add constraint "signing_request_source_check" check ("source" in ('archive', 'dbot'));`);
    this.addSql(`alter table "signing_request" add constraint "signing_request_destination_section_check" check ("destination_section" in ('board-archive', 'shareholder-archive', 'admin-archive', 'custom-archive', 'general-meetings', 'send-for-signing'));`);
    this.addSql(`alter table "signing_request" add constraint "signing_request_language_check" check ("language" in ('nb', 'sv', 'en'));`);
    this.addSql(`alter table "signing_request" add constraint "signing_request_status_check" check ("status" in ('SENT_FOR_SIGNING', 'SIGNING_IN_PROGRESS', 'SIGNING_COMPLETE', 'CANCELLED'));`);

    this.addSql(`alter table "signer" add constraint "signer_request_id_foreign" foreign key ("request_id") references "signing_request" ("id") on delete cascade;`);
    this.addSql(`alter table "signer" add constraint "signer_outbox_email_id_foreign" foreign key ("outbox_email_id") references "email_outbox" ("id") on delete set null;`);
    this.addSql(`alter table "signer" add constraint "signer_handwriting_id_foreign" foreign key ("handwriting_id") references "stored_file" ("id") on delete set null;`);
    this.addSql(`alter table "signer" add constraint "signer_signing_method_check" check ("signing_method" in ('BANKID', 'BANKID_AUTH', 'BANKID_SWEDEN_AUTH', 'MITID_DENMARK_AUTH', 'AUTH_EMAIL', 'AUTH_SMS', 'AUTH_CALL', 'HANDWRITING', 'SEAL'));`);
    this.addSql(`alter table "signer" add constraint "signer_signer_type_check" check ("signer_type" in ('DOCUMENT', 'SUBSCRIPTION'));`);
    this.addSql(`alter table "signer" add constraint "signer_language_check" check ("language" in ('nb', 'sv', 'en'));`);

    this.addSql(`alter table "signing_code" add constraint "signing_code_signer_id_foreign" foreign key ("signer_id") references "signer" ("id") on delete cascade;`);
    this.addSql(`alter table "signing_code" add constraint "signing_code_batch_id_foreign" foreign key ("batch_id") references "signing_batch" ("id") on delete cascade;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "signing_code" drop constraint "signing_code_batch_id_foreign";`);
    this.addSql(`alter table "signer" drop constraint "signer_request_id_foreign";`);
    this.addSql(`alter table "signing_code" drop constraint "signing_code_signer_id_foreign";`);

    this.addSql(`drop table if exists "signing_batch" cascade;`);
    this.addSql(`drop table if exists "signing_request" cascade;`);
    this.addSql(`drop table if exists "signer" cascade;`);
    this.addSql(`drop table if exists "signing_code" cascade;`);

    this.addSql(`alter table "email_outbox" drop column "attachment_name", drop column "attachment";`);
  }

}
