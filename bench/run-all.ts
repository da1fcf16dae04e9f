// `npm run bench`: runs every *.bench.ts here in turn; each prints its own figures.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const dir = fileURLToPath(new URL('.', import.meta.url));
const only = process.argv[2];
for (const file of readdirSync(dir).filter((name) => name.endsWith('.bench.ts') && (!only || name.includes(only))).sort()) {
  console.log(`\n## ${file}`);
  const result = spawnSync('tsx', [file], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) process.exitCode = 1;
}
