import { Migration } from '@mikro-orm/migrations';

export class Migration20261124200000_governance_projects extends Migration {

  override name = 'Migration20261124200000_governance_projects';

  override up(): void | Promise<void> {
    this.addSql(`create table "project" ("id" uuid not null, "company_id" uuid not null, "name" varchar(150) not null, "owner_id" uuid null, "status" text not null default 'DRAFT', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "project_company_id_updated_at_index" on "project" ("company_id", "updated_at");`);

    this.addSql(`create table "project_document" ("id" uuid not null, "project_id" uuid not null, "document_type" text not null, "custom_document_type" text null, "created_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "project_document_project_id_index" on "project_document" ("project_id");`);

    this.addSql(`create table "project_decision" ("id" uuid not null, "project_id" uuid not null, "decision_type" text not null, "position" int not null, "localized_titles" jsonb not null default '[]', "matter_texts" jsonb not null default '[]', "requires_general_meeting" boolean not null default false, "freetext_type_for_all_documents" text not null default 'DECISION_MATTER', "customized_freetext_type_per_document" jsonb not null default '[]', "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`create index "project_decision_project_id_position_index" on "project_decision" ("project_id", "position");`);

    this.addSql(`create table "board_meeting" ("id" uuid not null, "project_id" uuid not null, "board_meeting_number" int null, "meeting_date" varchar(10) not null, "start_time" varchar(5) not null, "end_date" varchar(10) not null, "end_time" varchar(5) not null, "board_meeting_form" text not null, "meeting_place" text not null default 'companysOffice', "inline_address" varchar(500) null, "meeting_link_option" text null, "meeting_link" varchar(2000) null, "notice_description" text not null default '', "participants" jsonb not null default '[]', "extra_participants" jsonb not null default '[]', "document_language" text not null default 'no', "document_selection" text not null default 'NOTICE_AND_MINUTES', "meeting_options" jsonb not null default '["NOTICE","MINUTES"]', "ordinary" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`);
    this.addSql(`alter table "board_meeting" add constraint "board_meeting_project_id_unique" unique ("project_id");`);

    this.addSql(`alter table "project" add constraint "project_company_id_foreign" foreign key ("company_id") references "company" ("id") on delete cascade;`);
    this.addSql(`alter table "project" add constraint "project_owner_id_foreign" foreign key ("owner_id") references "app_user" ("id") on delete set null;`);
    this.addSql(`alter table "project" add constraint "project_status_check" check ("status" in ('DRAFT', 'DOCUMENT_SIGNING_STARTED', 'SENT', 'FOLLOW_UP', 'COMPLETED'));`);

    this.addSql(`alter table "project_document" add constraint "project_document_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "project_document" add constraint "project_document_document_type_check" check ("document_type" in ('notice_board_meeting', 'board_meeting', 'notice_general_meeting', 'general_meeting', 'subscription_form', 'articlesofassociation', 'custom_document'));`);
    this.addSql(`alter table "project_document" add constraint "project_document_custom_document_type_check" check ("custom_document_type" in ('boardStatementContributionInKind', 'boardStatementDebtConversion', 'setOffDeclaration'));`);

    this.addSql(`alter table "project_decision" add constraint "project_decision_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "project_decision" add constraint "project_decision_decision_type_check" check ("decision_type" in ('approveAnnualAccount', 'approveAuditorRemuneration', 'approveCompanyBoardRemuneration', 'approveNominationCommitteeRemuneration', 'electionOfCompanyBoard', 'electNominationCommittee', 'dividend', 'companyName', 'auditor', 'noAuditor', 'groupContributionByGeneralMeeting', 'assignsNewCompanyBoard', 'employmentOfManagingDirector', 'procura', 'boardAssignsSignature', 'increaseOfShareCapital', 'capitalIncreaseThroughBonusIssue', 'reductionOfShareCapital', 'splitShare', 'reverseSplitShare', 'conversionOfShares', 'changeCompanyNameInArticlesOfAssociation', 'changeRegisteredOfficeInArticlesOfAssociation', 'changeBusinessActivityInArticlesOfAssociation', 'changeShareCapitalInArticlesOfAssociation', 'changeBoardInArticlesOfAssociation', 'changeSignatureInArticlesOfAssociation', 'changeShareTransferInArticlesOfAssociation', 'increaseShareCapitalPowerOfAttorney', 'acquireOwnSharesPowerOfAttorney', 'convertibleLoanPowerOfAttorney', 'dividendPowerOfAttorney', 'freetext'));`);
    this.addSql(`alter table "project_decision" add constraint "project_decision_freetext_type_for_all_documents_check" check ("freetext_type_for_all_documents" in ('INFORMATION_MATTER', 'DECISION_MATTER', 'CUSTOMIZED'));`);

    this.addSql(`alter table "board_meeting" add constraint "board_meeting_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`);
    this.addSql(`alter table "board_meeting" add constraint "board_meeting_board_meeting_form_check" check ("board_meeting_form" in ('physical_meeting', 'electronic', 'hybrid', 'circulation'));`);
    this.addSql(`alter table "board_meeting" add constraint "board_meeting_meeting_place_check" check ("meeting_place" in ('companysOffice', 'inlineAddress'));`);
    this.addSql(`alter table "board_meeting" add constraint "board_meeting_meeting_link_option_check" check ("meeting_link_option" in ('linkGiven', 'linkGivenLater'));`);
    this.addSql(`alter table "board_meeting" add constraint "board_meeting_document_language_check" check ("document_language" in ('no', 'sv', 'en', 'no/en', 'sv/en'));`);
    this.addSql(`alter table "board_meeting" add constraint "board_meeting_document_selection_check" check ("document_selection" in ('NOTICE_AND_MINUTES', 'MINUTES_ONLY'));`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "project_document" drop constraint "project_document_project_id_foreign";`);
    this.addSql(`alter table "project_decision" drop constraint "project_decision_project_id_foreign";`);
    this.addSql(`alter table "board_meeting" drop constraint "board_meeting_project_id_foreign";`);

    this.addSql(`drop table if exists "project" cascade;`);
    this.addSql(`drop table if exists "project_document" cascade;`);
    this.addSql(`drop table if exists "project_decision" cascade;`);
    this.addSql(`drop table if exists "board_meeting" cascade;`);
  }

}
