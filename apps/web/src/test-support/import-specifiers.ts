import ts from 'typescript';

/** One module reference of a source file: its text, or the code that computes it. */
export interface ImportSpecifier {
  specifier: string;
  /** True when the target is computed (a template with `${…}`, a variable): no check can see it. */
  computed: boolean;
}

/** Vitest's calls that load or replace a module by its path, like an import does. */
const MODULE_CALLS = new Set(['vi.mock', 'vi.doMock', 'vi.importActual', 'vi.importMock', 'require']);

function moduleArgument(node: ts.CallExpression, source: ts.SourceFile): ts.Expression | undefined {
  const callee = node.expression;
  if (callee.kind === ts.SyntaxKind.ImportKeyword) return node.arguments[0];
  return MODULE_CALLS.has(callee.getText(source)) ? node.arguments[0] : undefined;
}

/**
 * Every module the file refers to: static imports and re-exports, `import type`, `import()`
 * (with a string or any template literal), `import('…')` types, `require` and Vitest's module
 * mocks. Read from the syntax tree, so a comment or a string that looks like an import is not one.
 */
export function importSpecifiers(fileName: string, text: string): ImportSpecifier[] {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
  const found: ImportSpecifier[] = [];
  const add = (node: ts.Node | undefined) => {
    if (!node) return;
    if (ts.isStringLiteralLike(node)) found.push({ specifier: node.text, computed: false });
    else found.push({ specifier: node.getText(source), computed: true });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
      add(node.moduleReference.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) add(node.argument.literal);
    else if (ts.isCallExpression(node)) add(moduleArgument(node, source));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
