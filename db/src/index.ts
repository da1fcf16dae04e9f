export * from './database';
export * from './embedded-postgres';
export * from './orm-config';
export * from './seeders/demo-data';
export * from './seeders/seed-demo';
