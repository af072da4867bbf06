import semver from 'semver';
import ts from 'typescript';

/** One declaration of the package, or one member of an interface or object type: what a widget team's code can depend on. */
interface DeclarationPart {
  /** The top-level declaration it belongs to, as the changelog names it (`HeaderProps`, `createMount`). */
  name: string;
  text: string;
  /** A member a consumer need not give (`x?: T`): adding one breaks nobody. */
  optional: boolean;
}

/** A difference between the published declarations and the current ones. */
export interface DeclarationChange {
  /** `file#Name` or `file#Name.member`. */
  key: string;
  name: string;
  kind: 'added' | 'removed' | 'changed';
  /** Whether code written against the published declarations may stop compiling. */
  breaking: boolean;
}

/** The members of an interface or of a type alias of an object type, which are compared one by one. */
function membersOf(statement: ts.Statement): ts.NodeArray<ts.TypeElement> | undefined {
  if (ts.isInterfaceDeclaration(statement)) return statement.members;
  if (ts.isTypeAliasDeclaration(statement) && ts.isTypeLiteralNode(statement.type)) return statement.type.members;
  return undefined;
}

/** The names a top-level statement declares, each with its text (none for imports, which follow the declarations that need them). */
function declaredNames(statement: ts.Statement, source: ts.SourceFile): [name: string, text: string][] {
  const text = canonicalText(statement, source);
  if (ts.isImportDeclaration(statement)) return [];
  if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.map((declaration) => [declaration.name.getText(source), text]);
  if (ts.isExportDeclaration(statement)) {
    const from = statement.moduleSpecifier?.getText(source) ?? '';
    const clause = statement.exportClause;
    // A re-export by name is one declaration per name; `export * from` names its module.
    if (clause && ts.isNamedExports(clause)) return clause.elements.map((element) => [element.name.text, `export ${statement.isTypeOnly ? 'type ' : ''}{ ${element.getText(source)} } from ${from}`]);
    return [[text, text]];
  }
  const named = statement as ts.Statement & { name?: ts.Node };
  return [[named.name ? named.name.getText(source) : text, text]];
}

/** Collapses whitespace and drops it beside punctuation, so that reformatting a declaration changes nothing. */
function normalized(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/ ?([()[\]{}<>,:;=|&?]) ?/g, '$1').trim();
}

const printer = ts.createPrinter({ removeComments: true });

/**
 * A node's text without comments, its unions, intersections and object members in a fixed order: the compiler
 * prints inferred types in an order that follows what else the program holds, which is no change of the type.
 */
function canonicalText(node: ts.Node, source: ts.SourceFile): string {
  const print = (child: ts.Node): string => printer.printNode(ts.EmitHint.Unspecified, child, source);
  const sorted = <T extends ts.Node>(nodes: ts.NodeArray<T>): T[] => [...nodes].sort((a, b) => print(a).localeCompare(print(b)));
  const result = ts.transform(node, [
    (context) => (root) => {
      const visit = (child: ts.Node): ts.Node => {
        const visited = ts.visitEachChild(child, visit, context);
        if (ts.isUnionTypeNode(visited)) return context.factory.updateUnionTypeNode(visited, context.factory.createNodeArray(sorted(visited.types)));
        if (ts.isIntersectionTypeNode(visited)) return context.factory.updateIntersectionTypeNode(visited, context.factory.createNodeArray(sorted(visited.types)));
        if (ts.isTypeLiteralNode(visited)) return context.factory.updateTypeLiteralNode(visited, context.factory.createNodeArray(sorted(visited.members)));
        return visited;
      };
      return ts.visitNode(root, visit) as typeof root;
    },
  ]);
  const [transformed] = result.transformed;
  const text = transformed ? print(transformed) : node.getText(source);
  result.dispose();
  return normalized(text);
}

/** Every part of the declaration files, keyed by `file#Name` (members: `file#Name.member`); overloads share their key. */
export function declarationParts(files: ReadonlyMap<string, string>): Map<string, DeclarationPart> {
  const parts = new Map<string, DeclarationPart>();
  const add = (key: string, part: DeclarationPart): void => {
    const known = parts.get(key);
    parts.set(key, known ? { ...known, text: `${known.text}\n${part.text}` } : part);
  };
  for (const [file, text] of files) {
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    for (const statement of source.statements) {
      for (const [name, statementText] of declaredNames(statement, source)) {
        const members = membersOf(statement);
        if (!members) {
          add(`${file}#${name}`, { name, text: normalized(statementText), optional: false });
          continue;
        }
        // The declaration without its members: its name, type parameters and what it extends.
        add(`${file}#${name}`, { name, text: normalized(text.slice(statement.getStart(source), members.pos)), optional: false });
        for (const member of members) {
          const memberName = member.name?.getText(source) ?? normalized(member.getText(source));
          add(`${file}#${name}.${memberName}`, { name, text: canonicalText(member, source), optional: member.questionToken !== undefined });
        }
      }
    }
  }
  return parts;
}

/**
 * What changed between two sets of declaration files. Removing or changing a declaration or member breaks code written
 * against it, and so does a new member a consumer must give to a declaration it used; a new declaration (with its
 * members) or an optional member breaks nothing.
 */
export function declarationChanges(published: ReadonlyMap<string, string>, current: ReadonlyMap<string, string>): DeclarationChange[] {
  const before = declarationParts(published);
  const after = declarationParts(current);
  const changes: DeclarationChange[] = [];
  for (const [key, part] of before) {
    const now = after.get(key);
    if (!now) changes.push({ key, name: part.name, kind: 'removed', breaking: true });
    else if (now.text !== part.text) changes.push({ key, name: part.name, kind: 'changed', breaking: true });
  }
  for (const [key, part] of after) {
    // A required member of a declaration that was there before: code that gave the old one must now give it too.
    const owner = key.slice(0, key.indexOf('#') + 1) + part.name;
    const ofOldDeclaration = key !== owner && before.has(owner);
    if (!before.has(key)) changes.push({ key, name: part.name, kind: 'added', breaking: ofOldDeclaration && !part.optional });
  }
  return changes;
}

/** The text of the changelog's section for a version (`## 1.2.0` up to the next `## `), if there is one. */
export function changelogSection(changelog: string, version: string): string | undefined {
  const lines = changelog.split('\n');
  const start = lines.findIndex((line) => new RegExp(`^## \\[?${version.replaceAll('.', '\\.')}\\]?(\\s|$)`).test(line));
  if (start < 0) return undefined;
  const end = lines.findIndex((line, index) => index > start && line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The published contracts and the current ones: their versions and declaration files. */
export interface ContractsState {
  version: string;
  files: ReadonlyMap<string, string>;
}

/**
 * The changelog rule, as messages that say what to do (none: the rule holds). Changed declarations need a higher
 * version than the published one and a changelog section for it; breaking ones also a higher major and their names
 * in that section.
 */
export function changelogRuleViolations(published: ContractsState, current: ContractsState, changelog: string): string[] {
  const changes = declarationChanges(published.files, current.files);
  if (changes.length === 0) return [];
  const listed = changes.map((change) => `  ${change.kind} ${change.key}${change.breaking ? ' (breaking)' : ''}`).join('\n');
  if (!semver.gt(current.version, published.version)) {
    const next = changes.some((change) => change.breaking) ? 'a new major version' : 'a new version';
    return [`The declarations changed since the published ${published.version}, but contracts/package.json still says ${current.version}: give it ${next} and a section in contracts/CHANGELOG.md naming the breaking changes:\n${listed}`];
  }
  const violations: string[] = [];
  const breaking = [...new Set(changes.filter((change) => change.breaking).map((change) => change.name))];
  if (breaking.length > 0 && semver.major(current.version) <= semver.major(published.version)) {
    violations.push(`Breaking changes since the published ${published.version} need a new major version (contracts/package.json says ${current.version}):\n${listed}`);
  }
  const section = changelogSection(changelog, current.version);
  if (section === undefined) return [...violations, `contracts/CHANGELOG.md has no section "## ${current.version}" for the changed declarations:\n${listed}`];
  const unnamed = breaking.filter((name) => !new RegExp(`(^|[^\\w$])${name.replace(/[$]/g, '\\$')}([^\\w$]|$)`).test(section));
  if (unnamed.length > 0) violations.push(`contracts/CHANGELOG.md's section "## ${current.version}" does not name the breaking changes of ${unnamed.join(', ')}`);
  return violations;
}
