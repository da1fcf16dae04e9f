import { Migration } from '@mikro-orm/migrations';

/** A column's token as `hashToken` hashes it: the SHA-256 (hex) of its UTF-8 bytes. */
export const tokenHashInSql = (column: string) => `encode(sha256(convert_to(${column}, 'UTF8')), 'hex')`;

export class Migration20261128102255_signer_token_hash extends Migration {

  override name = 'Migration20261128102255_signer_token_hash';

  override up(): void | Promise<void> {
    this.addSql(`alter table "signer" drop constraint "signer_token_unique";`);
    this.addSql(`alter table "signer" rename column "token" to "token_hash";`);
    // Each link sent keeps working: its token is replaced by its hash.
    this.addSql(`update "signer" set "token_hash" = ${tokenHashInSql('"token_hash"')};`);
    this.addSql(`alter table "signer" add constraint "signer_token_hash_unique" unique ("token_hash");`);
  }

  // A hash does not give its token back: after going down, the links sent before stop working.
  override down(): void | Promise<void> {
    this.addSql(`alter table "signer" drop constraint "signer_token_hash_unique";`);
    this.addSql(`alter table "signer" rename column "token_hash" to "token";`);
    this.addSql(`alter table "signer" add constraint "signer_token_unique" unique ("token");`);
  }

}
