import ts from 'typescript';

/** A full API path written as a literal where the API table (shared/api) should be named instead. */
export interface ApiPathLiteral {
  file: string;
  line: number;
  text: string;
}

/** A string that names a call of the API rather than its prefix: `/api/` followed by more. */
const FULL_API_PATH = /^\/api\/[^*]/;

/** Files that may spell API paths: the table itself and the tests (which check what the table says). */
const ALLOWED = [/^shared\/api\//, /\.(test|e2e)\.tsx?$/, /^test\//];

/** Whether a file of the repository may write API paths as literals. */
export function mayWriteApiPaths(file: string): boolean {
  return ALLOWED.some((pattern) => pattern.test(file));
}

/** The string and template literals of one source file that start with a full `/api/…` path (comments do not count). */
export function apiPathLiterals(file: string, source: string): ApiPathLiteral[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ApiPathLiteral[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) && FULL_API_PATH.test(node.text)) {
      found.push({ file, line: sourceFile.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.text });
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}
