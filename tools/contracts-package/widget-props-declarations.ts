import path from 'node:path';
import ts from 'typescript';
import { REMOTE_NAMES, REMOTES, tagName, type RemoteName } from '../../registry/remotes';
import { CONTRACTS } from '../../bundling/contracts';

/** How the props types are printed: whole structures, never an alias of the widget sources a consumer cannot see. */
const TYPE_FLAGS = ts.NodeBuilderFlags.NoTruncation | ts.NodeBuilderFlags.InTypeAlias | ts.NodeBuilderFlags.MultilineObjectLiterals | ts.NodeBuilderFlags.IgnoreErrors;

/** The type name of a module's props in the contracts package: `HeaderProps`, `MinicartBuyButtonProps`. */
export function propsTypeName(remote: string, module: string): string {
  const words = module === 'mount' ? [remote] : [remote, ...module.split('-')];
  return `${words.map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join('')}Props`;
}

/** The first argument of every `moduleContract({...})` call in a contract file, keyed by the module it is assigned to. */
function moduleContractLiterals(source: ts.SourceFile): Map<string, ts.ObjectLiteralExpression> {
  const found = new Map<string, ts.ObjectLiteralExpression>();
  const visit = (node: ts.Node): void => {
    if (ts.isPropertyAssignment(node) && ts.isCallExpression(node.initializer) && node.initializer.expression.getText(source) === 'moduleContract') {
      const [argument] = node.initializer.arguments;
      if (argument && ts.isObjectLiteralExpression(argument)) found.set(ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : node.name.getText(source), argument);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The validated value type of the superstruct schema a contract's `props` names: superstruct's `Infer`, the struct's `TYPE`. */
function propsValueType(checker: ts.TypeChecker, literal: ts.ObjectLiteralExpression, where: string): ts.Type {
  const props = literal.properties.find((property) => property.name?.getText() === 'props');
  if (!props || !ts.isPropertyAssignment(props)) throw new Error(`${where}: the module contract names no props schema`);
  const typeSymbol = checker.getTypeAtLocation(props.initializer).getProperty('TYPE');
  if (!typeSymbol) throw new Error(`${where}: props is not a superstruct struct`);
  return checker.getTypeOfSymbolAtLocation(typeSymbol, props.initializer);
}

/** Puts a JSDoc comment before a node of the printed declarations. */
function withDoc<T extends ts.Node>(node: T, text: string): T {
  return ts.addSyntheticLeadingComment(node, ts.SyntaxKind.MultiLineCommentTrivia, `* ${text.replaceAll('*/', '*\\/')} `, true);
}

/** A type as the compiler prints it, in full. */
function printedType(checker: ts.TypeChecker, type: ts.Type): ts.TypeNode {
  const node = checker.typeToTypeNode(type, undefined, TYPE_FLAGS);
  if (!node) throw new Error(`cannot print the type ${checker.typeToString(type)}`);
  return node;
}

/** A property name as a declaration writes it: bare when it is an identifier, quoted otherwise. */
function propertyName(name: string): ts.PropertyName {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? ts.factory.createIdentifier(name) : ts.factory.createStringLiteral(name);
}

/**
 * One module's props type as a plain object type (or a union of them), its props documented with the contract's
 * English field texts: the schema's refinements (`exactlyOneOf`) infer `Omit<…> & Required<Pick<…>>`, which would
 * print every nested type twice and read like none of the props a tag gives.
 */
function propsTypeNode(checker: ts.TypeChecker, type: ts.Type, fields: Record<string, { en: string }>): ts.TypeNode {
  if (type.isUnion() && type.types.every((member) => member.flags & ts.TypeFlags.Object || member.isIntersection())) {
    return ts.factory.createUnionTypeNode(type.types.map((member) => propsTypeNode(checker, member, fields)));
  }
  if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) return printedType(checker, type);
  const members = checker.getPropertiesOfType(type).map((property) => {
    const optional = (property.flags & ts.SymbolFlags.Optional) !== 0;
    const signature = ts.factory.createPropertySignature(undefined, propertyName(property.name), optional ? ts.factory.createToken(ts.SyntaxKind.QuestionToken) : undefined, printedType(checker, checker.getTypeOfSymbol(property)));
    const field = fields[property.name];
    return field ? withDoc(signature, field.en) : signature;
  });
  // A module without props: `{}` would accept any value, while the schema accepts no prop at all.
  if (members.length === 0) return ts.factory.createTypeReferenceNode('Record', [ts.factory.createKeywordTypeNode(ts.SyntaxKind.StringKeyword), ts.factory.createKeywordTypeNode(ts.SyntaxKind.NeverKeyword)]);
  return ts.factory.createTypeLiteralNode(members);
}

/** The contract file of a remote, resolved against the repository root. */
function contractFile(root: string, remote: RemoteName): string {
  return path.join(root, 'widgets', remote, 'contract.ts');
}

/** The contract files of every remote, which the program widgetPropsDeclarations reads has among its roots. */
export function contractFiles(root: string): string[] {
  return REMOTE_NAMES.map((remote) => contractFile(root, remote));
}

/**
 * The declarations of every exposed module's props (`widgets.d.ts` of the contracts package), derived from the props
 * schemas the widgets validate with, so they cannot disagree: one type per module, the map `WidgetProps` from a tag's
 * `data-widget` name to its props, and the tag names. Fails when an exposed module has no contract.
 */
export function widgetPropsDeclarations(program: ts.Program, root: string): string {
  const checker = program.getTypeChecker();
  const printer = ts.createPrinter({ newLine: ts.NewLineKind.LineFeed });
  const statements: ts.Statement[] = [];
  const tags: [tag: string, typeName: string][] = [];
  for (const remote of REMOTE_NAMES) {
    const source = program.getSourceFile(contractFile(root, remote));
    if (!source) throw new Error(`${contractFile(root, remote)} is missing`);
    const literals = moduleContractLiterals(source);
    for (const exposed of Object.keys(REMOTES[remote].exposes)) {
      const module = exposed.slice(2);
      const tag = tagName(remote, module);
      const literal = literals.get(module);
      const contract = CONTRACTS[remote][module];
      if (!literal || !contract) throw new Error(`widgets/${remote}/contract.ts: no moduleContract for the exposed module ${exposed}`);
      const typeName = propsTypeName(remote, module);
      const node = propsTypeNode(checker, propsValueType(checker, literal, `widgets/${remote}/contract.ts ${module}`), contract.fields);
      const alias = ts.factory.createTypeAliasDeclaration([ts.factory.createModifier(ts.SyntaxKind.ExportKeyword)], typeName, undefined, node);
      statements.push(withDoc(alias, `Props of the \`${tag}\` tag after validation (defaults filled in): ${contract.description.en}`));
      tags.push([tag, typeName]);
    }
  }
  const header = '// Generated by `npm run contracts:build` from the widgets\' props schemas (widgets/*/contract.ts): do not edit.\n';
  const body = statements.map((statement) => printer.printNode(ts.EmitHint.Unspecified, statement, ts.createSourceFile('widgets.d.ts', '', ts.ScriptTarget.Latest))).join('\n\n');
  const map = tags.map(([tag, typeName]) => `  ${JSON.stringify(tag)}: ${typeName};`).join('\n');
  return `${header}\n${body}\n\n/** Every widget tag's props, by the name a tag gives in \`data-widget\`. */\nexport interface WidgetProps {\n${map}\n}\n\n/** The name of a widget tag (\`data-widget\`): a remote, or \`remote/module\`. */\nexport type WidgetTagName = keyof WidgetProps;\n`;
}
