import { Migration } from '@mikro-orm/migrations';

/** One word for the share class: the table and its references are renamed in place, no data moves. */
export class Migration20261124190000_share_class_name extends Migration {

  override name = 'Migration20261124190000_share_class_name';

  override up(): void | Promise<void> {
    this.addSql(`alter table "share_type" rename to "share_class";`);
    this.addSql(`alter table "share_class" rename constraint "share_type_pkey" to "share_class_pkey";`);
    this.addSql(`alter table "share_class" rename constraint "share_type_company_id_code_unique" to "share_class_company_id_code_unique";`);
    this.addSql(`alter table "share_class" rename constraint "share_type_company_id_foreign" to "share_class_company_id_foreign";`);
    this.addSql(`alter table "share_class" rename constraint "share_type_code_check" to "share_class_code_check";`);
    this.addSql(`alter index "share_type_company_id_index" rename to "share_class_company_id_index";`);
    this.addSql(`alter table "holding" rename column "share_type_id" to "share_class_id";`);
    this.addSql(`alter table "holding" rename constraint "holding_share_type_id_foreign" to "holding_share_class_id_foreign";`);
    this.addSql(`alter table "posting" rename column "share_type_id" to "share_class_id";`);
    this.addSql(`alter table "posting" rename constraint "posting_share_type_id_foreign" to "posting_share_class_id_foreign";`);
    this.addSql(`alter index "posting_share_type_id_index" rename to "posting_share_class_id_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter index "posting_share_class_id_index" rename to "posting_share_type_id_index";`);
    this.addSql(`alter table "posting" rename constraint "posting_share_class_id_foreign" to "posting_share_type_id_foreign";`);
    this.addSql(`alter table "posting" rename column "share_class_id" to "share_type_id";`);
    this.addSql(`alter table "holding" rename constraint "holding_share_class_id_foreign" to "holding_share_type_id_foreign";`);
    this.addSql(`alter table "holding" rename column "share_class_id" to "share_type_id";`);
    this.addSql(`alter index "share_class_company_id_index" rename to "share_type_company_id_index";`);
    this.addSql(`alter table "share_class" rename constraint "share_class_code_check" to "share_type_code_check";`);
    this.addSql(`alter table "share_class" rename constraint "share_class_company_id_foreign" to "share_type_company_id_foreign";`);
    this.addSql(`alter table "share_class" rename constraint "share_class_company_id_code_unique" to "share_type_company_id_code_unique";`);
    this.addSql(`alter table "share_class" rename constraint "share_class_pkey" to "share_type_pkey";`);
    this.addSql(`alter table "share_class" rename to "share_type";`);
  }

}
