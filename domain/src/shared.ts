// The isomorphic part of the domain: safe for browsers. Front ends import only this entry.
import './errors/zod-messages';
export * from './errors/error-codes';
export * from './errors/domain-error';
export * from './i18n/languages';
export * from './i18n/catalogue';
export * from './access/access-types';
export * from './access/features';
export * from './access/access-policy';
export * from './company/company-constants';
export * from './auth/auth.schemas';
export * from './shareType/share-type-codes';
export * from './shareType/share-type.schemas';
export * from './shareType/format-share-type-name';
export * from './routing/app-for-path';
export * from './validation';
export * from './format/format';
