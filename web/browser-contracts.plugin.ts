import path from 'node:path';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
type Edit = [start: number, end: number, replacement: string];

/** Schemas the browser never reads in production: the server checks what it is sent. */
const INPUT_SCHEMAS = new Set(['params', 'query', 'body']);
const FUNCTIONS = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'FunctionDeclaration']);
const PURE = '/* @__PURE__ */ ';

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every node under `node`; with `outsideFunctions`, not the code of functions (it runs later). */
function walk(node: Node, visit: (node: Node) => void, outsideFunctions = false) {
  if (outsideFunctions && FUNCTIONS.has(node.type)) return;
  visit(node);
  for (const value of Object.values(node)) {
    const children = Array.isArray(value) ? value.filter(isNode) : isNode(value) ? [value] : [];
    for (const child of children) walk(child, visit, outsideFunctions);
  }
}

const parse = (code: string) => parseAst(code, { lang: 'ts' }) as unknown as Node;

function applyEdits(code: string, edits: Edit[]): string {
  let edited = code;
  for (const [start, end, replacement] of [...edits].sort((a, b) => b[0] - a[0]))
    edited = edited.slice(0, start) + replacement + edited.slice(end);
  return edited;
}

/** The schemas of each `defineEndpoint({...})`: inputs become undefined, the answer `true`. */
function schemaEdits(program: Node): Edit[] {
  const edits: Edit[] = [];
  walk(program, (node) => {
    const [spec] = (node.arguments as Node[] | undefined) ?? [];
    if (node.type !== 'CallExpression' || (node.callee as Node).name !== 'defineEndpoint') return;
    if (spec?.type !== 'ObjectExpression') return;
    for (const property of spec.properties as Node[]) {
      const key = (property.key as Node | undefined)?.name;
      const value = property.value as Node | undefined;
      if (property.type !== 'Property' || typeof key !== 'string' || !value) continue;
      if (INPUT_SCHEMAS.has(key)) edits.push([value.start, value.end, 'undefined']);
      // api() only asks whether there is a JSON answer to read.
      if (key === 'response') edits.push([value.start, value.end, 'true']);
    }
  });
  return edits;
}

/** A pure annotation on each call made while the module's top-level constants are built. */
function pureEdits(program: Node): Edit[] {
  const edits: Edit[] = [];
  for (const statement of program.body as Node[]) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations as Node[]) {
      const init = declarator.init as Node | null;
      if (!init) continue;
      walk(
        init,
        (node) => node.type === 'CallExpression' && edits.push([node.start, node.start, PURE]),
        true,
      );
    }
  }
  return edits;
}

/**
 * The browser's copy of a core module (ADR 038). An endpoint module ('api') loses its schemas; in
 * it and in a contract module ('contracts') each top-level constant is marked pure, so the bundler
 * drops every schema no page reads. Building a zod schema has no effect beyond its value.
 */
export function browserContractSource(code: string, kind: 'api' | 'contracts'): string {
  const withoutSchemas = kind === 'api' ? applyEdits(code, schemaEdits(parse(code))) : code;
  return applyEdits(withoutSchemas, pureEdits(parse(withoutSchemas)));
}

/**
 * Production client builds only (ADR 038): the browser reads an endpoint's schemas only to check
 * answers in development and tests, so a page that just calls the API no longer downloads zod nor
 * spends its first load building schemas. Forms that validate import their schemas by name.
 */
export function browserContracts(coreSourceDir: string): Plugin {
  const dirOf = (name: string) => path.join(path.resolve(coreSourceDir), name) + path.sep;
  const apiDir = dirOf('api');
  const contractsDir = dirOf('contracts');
  return {
    name: 'futurefund:browser-contracts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.ts') || id.endsWith('.test.ts')) return null;
      const kind = id.startsWith(apiDir) ? 'api' : id.startsWith(contractsDir) ? 'contracts' : null;
      return kind ? { code: browserContractSource(code, kind), map: null } : null;
    },
  };
}
