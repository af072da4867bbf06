import path from 'node:path';
import ts from 'typescript';

/** The concerns of the shared runtime a remote imports (`@schaufenster/shared/<concern>`), as the contracts package exports them. */
export const SHARED_ENTRIES = ['mount', 'bus', 'props', 'hooks'] as const;

/** The specifier a remote imports the shared runtime by, which webpack shares as one singleton. */
const SHARED_SPECIFIER = '@schaufenster/shared/';

/** Every module specifier of a declaration file: imports, re-exports and `import("…")` types. */
const SPECIFIER = /(\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)(['"])([^'"]+)\2/gm;

/** The declarations the package carries, keyed by their path in it (`shared/mount/index.d.ts`), and the packages they import. */
export interface SharedDeclarations {
  files: Map<string, string>;
  externals: Set<string>;
}

/** The package an external specifier names: `react` of `react/jsx-runtime`, `@types/x` of `@types/x/y`. */
export function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return (specifier.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/** Emits the declaration of a source file of the repository, given by the path its declaration has in the package. */
type EmitDeclaration = (file: string) => string | undefined;

/** The declaration file a specifier of `from` names, or undefined for another package's. */
function internalTarget(from: string, specifier: string, emit: EmitDeclaration): string | undefined {
  let base: string;
  if (specifier.startsWith(SHARED_SPECIFIER)) base = `shared/${specifier.slice(SHARED_SPECIFIER.length)}`;
  else if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else return undefined;
  const file = [`${base}.d.ts`, `${base}/index.d.ts`].find((candidate) => emit(candidate) !== undefined);
  if (!file) throw new Error(`${from}: "${specifier}" names no module of the shared runtime`);
  return file;
}

/** A relative specifier from one file of the package to another, with the `.js` every module resolution accepts. */
function relativeSpecifier(from: string, to: string): string {
  const relative = path.posix.relative(path.posix.dirname(from), to.replace(/\.d\.ts$/, '.js'));
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/**
 * The declarations the entries reach, with their specifiers rewritten to relative paths inside the package: the
 * package stands alone, whatever the repository's path aliases.
 */
export function reachableDeclarations(emit: EmitDeclaration, entries: readonly string[]): SharedDeclarations {
  const files = new Map<string, string>();
  const externals = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    const text = emit(file);
    if (text === undefined) throw new Error(`no declaration can be emitted for ${file}`);
    const rewritten = text.replace(SPECIFIER, (whole, keyword: string, quote: string, specifier: string) => {
      const target = internalTarget(file, specifier, emit);
      if (target === undefined) {
        externals.add(packageOf(specifier));
        return whole;
      }
      queue.push(target);
      return `${keyword}${quote}${relativeSpecifier(file, target)}${quote}`;
    });
    files.set(file, rewritten);
  }
  return { files, externals };
}

/** The repository's compiler options, turned to emitting declarations only: one program serves the props types and these. */
export function declarationOptions(root: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!parsed) throw new Error('tsconfig.json cannot be read');
  return { ...parsed.options, noEmit: false, declaration: true, emitDeclarationOnly: true, rootDir: root, outDir: path.join(root, 'dist/contracts-declarations'), declarationMap: false, sourceMap: false };
}

/** The source files of the shared entries, the roots of the program sharedDeclarations reads. */
export function sharedEntryFiles(root: string): string[] {
  return SHARED_ENTRIES.map((entry) => path.join(root, 'shared', entry, 'index.ts'));
}

/** Emits one file's declaration at a time, as the walk from the entries reaches it, failing on declaration errors. */
function declarationEmitter(program: ts.Program, root: string): EmitDeclaration {
  const cache = new Map<string, string | undefined>();
  return (file) => {
    if (cache.has(file)) return cache.get(file);
    const base = path.join(root, file.replace(/\.d\.ts$/, ''));
    const source = [`${base}.ts`, `${base}.tsx`].map((name) => program.getSourceFile(name)).find((found) => found !== undefined);
    let text: string | undefined;
    if (source) {
      const result = program.emit(source, (_, emitted) => (text = emitted), undefined, true);
      const errors = result.diagnostics.filter((diagnostic) => diagnostic.category === ts.DiagnosticCategory.Error);
      if (errors.length > 0) throw new Error(ts.formatDiagnostics(errors, { getCanonicalFileName: (name) => name, getCurrentDirectory: () => root, getNewLine: () => '\n' }));
    }
    cache.set(file, text);
    return text;
  };
}

/**
 * The declarations of the shared runtime's public API (SHARED_ENTRIES) and of every module they reach, compiled
 * from the sources in `program` (which has sharedEntryFiles among its roots): types only, since the runtime itself
 * is the page's singleton.
 */
export function sharedDeclarations(program: ts.Program, root: string): SharedDeclarations {
  return reachableDeclarations(declarationEmitter(program, root), SHARED_ENTRIES.map((entry) => `shared/${entry}/index.d.ts`));
}
