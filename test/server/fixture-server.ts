import { readConfig } from '../../server/config';
import { startServer } from '../../server/start-server';
import { fixtureServerRefusal } from './fixture-server-refusal';
import { FAILURE_FIXTURES } from './fixtures/failure-fixtures';

// The browser tests' server: the demo server with their failure fixtures (bundling/server-compile.ts compiles it beside
// the server's own entry). Every server process runs this entry again.
const refusal = fixtureServerRefusal(process.env, readConfig());
if (refusal) {
  console.error(`Schaufenster fixture server could not start: ${refusal}`);
  process.exit(1);
}
startServer(FAILURE_FIXTURES);
