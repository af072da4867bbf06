// drizzle-kit configuration: `npx drizzle-kit generate --config host-demo/server/db/drizzle.config.ts` writes a new migration.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './host-demo/server/db/schema.ts',
  out: './host-demo/server/db/migrations',
});
