import { workerDatabaseUrl } from './worker-database';

// Jest's setup of every test file: on the PostgreSQL pass (TEST_DATABASE_URL), the file uses its worker's own
// database (test-run-setup.ts created it), whichever worker runs it.
const serverUrl = process.env.TEST_DATABASE_URL;
const workerId = process.env.JEST_WORKER_ID;
if (serverUrl && workerId) process.env.TEST_DATABASE_URL = workerDatabaseUrl(serverUrl, workerId);
