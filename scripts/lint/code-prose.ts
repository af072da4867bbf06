// The prose of a code file: its comments and the names of its tests, where a work log hides as easily as in a README.
// Strings the program uses are left alone (a CSS colour in a style string is no issue reference).
import ts from 'typescript';

/** A piece of prose of a file: its text and the character offset where it starts in the file. */
export interface ProseSpan {
  offset: number;
  text: string;
}

/** Calls whose first argument names a test or a group of tests (also `it.each(…)(name)`, `describe.skip`). */
const TEST_CALLS = new Set(['it', 'test', 'describe']);

function calleeRoot(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return calleeRoot(expression.expression);
  if (ts.isCallExpression(expression)) return calleeRoot(expression.expression);
  return undefined;
}

function testNames(file: string, source: string): ProseSpan[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, kind);
  const spans: ProseSpan[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && TEST_CALLS.has(calleeRoot(node.expression) ?? '')) {
      const name = node.arguments[0];
      if (name && (ts.isStringLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name) || ts.isTemplateExpression(name))) {
        spans.push({ offset: name.getStart(tree), text: name.getText(tree) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return spans;
}

/** Tokens after which a `/` divides; after anything else it starts a regular expression literal. */
const OPERANDS = new Set([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.CloseBraceToken,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.ThisKeyword,
]);

function scriptComments(source: string, jsx: boolean): ProseSpan[] {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, jsx ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard, source);
  const spans: ProseSpan[] = [];
  // Open braces inside each `${…}` of the template literals being scanned, innermost last.
  const templates: number[] = [];
  let previous = ts.SyntaxKind.Unknown;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
      spans.push({ offset: scanner.getTokenStart(), text: scanner.getTokenText() });
      continue;
    }
    if (token === ts.SyntaxKind.WhitespaceTrivia || token === ts.SyntaxKind.NewLineTrivia) continue;
    if ((token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) && !OPERANDS.has(previous)) {
      // A regular expression literal, scanned whole, so a `//` inside it is not taken for a comment.
      token = scanner.reScanSlashToken();
    } else if (token === ts.SyntaxKind.TemplateHead) {
      templates.push(0);
    } else if (token === ts.SyntaxKind.OpenBraceToken || token === ts.SyntaxKind.CloseBraceToken) {
      const depth = templates.pop();
      if (depth === undefined) {
        // A brace outside any template literal.
      } else if (token === ts.SyntaxKind.OpenBraceToken) {
        templates.push(depth + 1);
      } else if (depth > 0) {
        templates.push(depth - 1);
      } else {
        token = scanner.reScanTemplateToken(false);
        if (token !== ts.SyntaxKind.TemplateTail) templates.push(0);
      }
    }
    previous = token;
  }
  return spans;
}

const LIQUID_COMMENTS = [/{%-?\s*comment\s*-?%}[\s\S]*?{%-?\s*endcomment\s*-?%}/g, /<!--[\s\S]*?-->/g, /\/\*[\s\S]*?\*\//g];

function liquidComments(source: string): ProseSpan[] {
  return LIQUID_COMMENTS.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => ({ offset: match.index, text: match[0] })));
}

/** The comments and test names of a TypeScript, JavaScript, JSONC or Liquid file; [] for any other kind. */
export function proseOf(file: string, source: string): ProseSpan[] {
  if (file.endsWith('.liquid')) return liquidComments(source);
  if (/\.(jsonc|cjs|mjs|js)$/.test(file)) return scriptComments(source, false);
  if (/\.tsx?$/.test(file)) return [...scriptComments(source, file.endsWith('.tsx')), ...testNames(file, source)];
  return [];
}
