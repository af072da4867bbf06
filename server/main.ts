import { startServer } from './start-server';

// The server's entry: `npm run serve` runs its compiled form (dist/server/main.js), `npm run demo` too.
startServer();
