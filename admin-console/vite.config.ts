import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Built into dist/ and served by the Node server under /_apps/admin-console/. `npm run dev` serves at / and
// proxies /api to the server on :3000.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/_apps/admin-console/' : '/',
  // Each asset also as .gz, which the server sends to browsers that accept it.
  plugins: [react(), compression({ algorithms: ['gzip'] })],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
}));
