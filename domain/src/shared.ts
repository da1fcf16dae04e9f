// The isomorphic part of the domain: safe for browsers. Front ends import only this entry.
export * from './errors/error-codes';
export * from './errors/domain-error';
export * from './i18n/languages';
export * from './i18n/catalogue';
