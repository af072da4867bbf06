// Writes the WordPress plugin's generated files (tools/wordpress/plugin-data.ts says what and why).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { GENERATED_DIR, generatedFiles } from './plugin-data';

for (const [name, text] of Object.entries(generatedFiles())) {
  writeFileSync(path.join(GENERATED_DIR, name), text);
  console.log(`wrote ${path.join(GENERATED_DIR, name)}`);
}
