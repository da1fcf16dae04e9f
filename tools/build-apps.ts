// `npm start`'s build step (run by the server with `--build-apps`, beside its database start): builds the four apps, unless their sources (the apps, the domain, the lockfile) are the same
// as at the last build and its output is still there. `npm run build` always builds.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const apps = ['admin-console', 'board-portal', 'shareholder-portal', 'notice-sites'];
const sources = [...apps, 'ui', 'domain/src', 'domain/package.json', 'package-lock.json'];
const skipped = new Set(['node_modules', 'dist']);
const stamp = '.data/apps-build.sha256';

const filesUnder = (path: string): string[] => {
  const stats = statSync(path, { throwIfNoEntry: false });
  if (!stats) return [];
  if (!stats.isDirectory()) return [path];
  return readdirSync(path)
    .filter((name) => !skipped.has(name))
    .flatMap((name) => filesUnder(join(path, name)));
};

const hash = createHash('sha256');
for (const file of sources.flatMap(filesUnder).sort()) hash.update(file).update('\0').update(readFileSync(file)).update('\0');
const digest = hash.digest('hex');

const built = apps.every((app) => existsSync(`${app}/dist/index.html`));
if (built && existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) {
  console.log('apps unchanged since the last build: not building them again');
} else {
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, digest);
}
