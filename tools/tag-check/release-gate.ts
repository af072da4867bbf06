import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { glob } from 'glob';
import type { JsonSchema } from '@schaufenster/shared/props';
import { PropsValidator } from '../props-validator';
import type { TagGate } from '../releases';
import { checkTags, formatProblem } from './validate-tags';
import { findWidgetTags } from './find-tags';

const root = path.join(__dirname, '..', '..');

/** The demo's CMS templates, where tags are placed (npm test checks them too). */
export const DEMO_TEMPLATES = 'demo-cms/templates/**/*.liquid';

/**
 * The release gate of `npm run release`: every tag of `remote` placed in the templates, checked against
 * the new version's props schema; one line per problem (empty when the release breaks no placed tag).
 */
export function templatesGate(remote: string, pattern = DEMO_TEMPLATES): TagGate {
  return async (schemaDocument) => {
    const validator = new PropsValidator([schemaDocument as JsonSchema]);
    const lines: string[] = [];
    for (const file of (await glob(pattern, { cwd: root, nodir: true })).sort()) {
      const tags = findWidgetTags(await readFile(path.join(root, file), 'utf8')).filter((tag) => tag.remote === remote);
      lines.push(...checkTags(file, tags, validator).problems.map(formatProblem));
    }
    return lines;
  };
}
