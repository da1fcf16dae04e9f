// Starts the embedded PostgreSQL in the data directory given as the first argument and prints its URL, then idles:
// the restart test kills this process with SIGKILL, as a crash or the kernel's out-of-memory killer would.
import { startEmbeddedPostgres } from '../src/embedded-postgres';

const database = await startEmbeddedPostgres({ dataDir: process.argv[2]!, databaseName: 'andel', persistent: true, fast: true });
console.log(`ready ${database.url}`);
setInterval(() => undefined, 60_000);
