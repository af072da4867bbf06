// npm run wordpress:zip: the WordPress plugin as the zip its "Plugin hochladen" installs, into dist/wordpress/.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generatedFiles, GENERATED_DIR } from './plugin-data';
import { zipArchive } from './zip-archive';

/** The plugin's folder; the zip holds it as `schaufenster/`, the folder name WordPress installs it under. */
const PLUGIN_DIR = path.dirname(GENERATED_DIR);

/** Where the zip goes. */
export const PLUGIN_ZIP = path.join('dist', 'wordpress', 'schaufenster.zip');

/** Every file under a folder, relative to it, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Writes the zip; refuses when a generated file is not what the widgets' schemas make now. */
export function buildPluginZip(): string {
  for (const [name, text] of Object.entries(generatedFiles())) {
    if (readFileSync(path.join(GENERATED_DIR, name), 'utf8') !== text) throw new Error(`${GENERATED_DIR}/${name} is out of date: run npm run wordpress:generate`);
  }
  const entries = filesUnder(PLUGIN_DIR).map((file) => ({ path: `schaufenster/${file.split(path.sep).join('/')}`, data: readFileSync(path.join(PLUGIN_DIR, file)) }));
  mkdirSync(path.dirname(PLUGIN_ZIP), { recursive: true });
  writeFileSync(PLUGIN_ZIP, zipArchive(entries));
  return PLUGIN_ZIP;
}

if (require.main === module) console.log(`wrote ${buildPluginZip()}`);
