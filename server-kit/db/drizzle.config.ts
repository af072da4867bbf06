// drizzle-kit configuration: `npx drizzle-kit generate --config server-kit/db/drizzle.config.ts` writes a new migration.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './server-kit/db/schema.ts',
  out: './server-kit/db/migrations',
});
