import { defineConfig } from 'vitest/config';

// Unit tests (*.test.ts) and integration tests against PostgreSQL (*.int.test.ts) share one run;
// the global setup starts one PostgreSQL server and each integration test file clones its own database.
export default defineConfig({
  test: {
    include: ['{domain,db,bff}/src/**/*.test.ts', 'tools/**/*.test.ts'],
    globalSetup: ['db/testing/global-setup.ts', 'domain/testing/s3-global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
