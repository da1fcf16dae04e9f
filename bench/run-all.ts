// `npm run bench`: runs every *.bench.ts here in turn; each prints its own figures.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(dir).filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only))).sort()) {
  console.log(`\n## ${file}`);
  // With the server's V8 flags (package.json `serve`), and a GC the memory figures can start from.
  const result = spawnSync('tsx', ['--expose-gc', '--max-semi-space-size=16', '--heap-growing-percent=15', file], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
