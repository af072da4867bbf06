// What a reader copies out of the docs must still be there: every `npm run <script>` a package.json script, every
// file `tsx` runs and every repository path written in backticks a file or folder of the tree. A script renamed or a
// file moved without its docs fails the lint instead of a reader.

/** A reference that leads nowhere, by line. */
export interface StaleReference {
  line: number;
  reference: string;
  reason: string;
}

/** What the tree has: the package scripts, the top-level folders, and whether a path exists. */
export interface Tree {
  scripts: ReadonlySet<string>;
  topFolders: ReadonlySet<string>;
  exists: (relativePath: string) => boolean;
}

const lineAt = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

/** A path in backticks that names the tree: it starts at a top-level folder and holds no placeholder or glob. */
function treePath(candidate: string, { topFolders }: Tree): string | undefined {
  const path = candidate.replace(/(:\d+)+$/, '').replace(/#.*$/, '');
  if (/[<>*{}$\s]|\.\.|^\//.test(path) || !path.includes('/')) return undefined;
  return topFolders.has(path.split('/')[0] ?? '') ? path : undefined;
}

/** The references of a Markdown text (code blocks included: that is where commands stand) that lead nowhere. */
export function staleReferences(text: string, tree: Tree): StaleReference[] {
  const stale: StaleReference[] = [];
  for (const match of text.matchAll(/\bnpm run ([a-z][\w:-]*)/g)) {
    const script = match[1] ?? '';
    if (!tree.scripts.has(script)) stale.push({ line: lineAt(text, match.index), reference: `npm run ${script}`, reason: 'no such script in package.json' });
  }
  for (const match of text.matchAll(/\btsx ((?:[\w.-]+\/)+[\w.-]+\.tsx?)\b/g)) {
    const file = match[1] ?? '';
    if (!tree.exists(file)) stale.push({ line: lineAt(text, match.index), reference: `tsx ${file}`, reason: 'no such file' });
  }
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const path = treePath(match[1] ?? '', tree);
    if (path !== undefined && !tree.exists(path)) stale.push({ line: lineAt(text, match.index), reference: path, reason: 'no such file or folder' });
  }
  return stale;
}
