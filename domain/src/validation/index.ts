export * from './field-rules';
export * from './identity.schemas';
export * from './localized-number';
export * from './norwegian-national-id';
export * from './organisation-number';
export * from './swedish-personal-number';
export * from './json-query';
