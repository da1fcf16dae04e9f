import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects in one run. `server`: unit tests (*.test.ts) and integration tests against PostgreSQL (*.int.test.ts); its
// global setup starts one PostgreSQL server and each integration test file clones its own database. `apps`: component
// tests of ui/ and the four apps (*.test.tsx, and *.test.ts beside them) in jsdom with Testing Library.
export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['{domain,db,bff}/src/**/*.test.ts', 'tools/**/*.test.ts'],
          globalSetup: ['db/testing/global-setup.ts', 'domain/testing/s3-global-setup.ts'],
          pool: 'forks',
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'apps',
          include: ['{ui,admin-console,board-portal,shareholder-portal,notice-sites}/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tools/testing/component-setup.ts'],
        },
      },
    ],
  },
});
