import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** `var X = React.forwardRef(...)`: the component's name, or undefined for any other statement. */
function forwardRefName(statement: Node): string | undefined {
  if (statement.type !== 'VariableDeclaration') return undefined;
  const declarations = statement.declarations as Node[];
  const [declarator] = declarations;
  if (declarations.length !== 1 || !declarator) return undefined;
  const init = declarator.init as Node | null;
  const callee = init?.type === 'CallExpression' ? (init.callee as Node) : undefined;
  if (callee?.type !== 'MemberExpression' || (callee.property as Node).name !== 'forwardRef')
    return undefined;
  return (declarator.id as Node).name as string | undefined;
}

/** `X.displayName = ...` for the component `name`. */
function namesComponent(statement: Node | undefined, name: string): boolean {
  const assignment = statement?.type === 'ExpressionStatement' ? (statement.expression as Node) : undefined;
  const target = assignment?.type === 'AssignmentExpression' ? (assignment.left as Node) : undefined;
  return (
    target?.type === 'MemberExpression' &&
    (target.object as Node).name === name &&
    (target.property as Node).name === 'displayName'
  );
}

/**
 * React Router's production bundle builds each ref-forwarding component in two top-level
 * statements, `var Form = React.forwardRef(...)` and `Form.displayName = "Form"`. Neither is marked
 * pure, so a bundler keeps both, and all they call, in every app, used or not. Each such pair
 * becomes one pure function call that makes and names the component (what
 * remix-run/react-router#15299 proposes upstream): an unused component then drops out of the bundle
 * and a used one is unchanged, name included. Returns the code and the components it rewrote.
 */
export function shakeableComponentsSource(code: string): { code: string; components: string[] } {
  const body = (parseAst(code) as unknown as Node).body as Node[];
  const components: string[] = [];
  let edited = code;
  // From the end, so the positions of the statements not yet rewritten stay valid.
  for (let index = body.length - 2; index >= 0; index--) {
    const [statement, naming] = [body[index]!, body[index + 1]!];
    const name = forwardRefName(statement);
    if (!name || !namesComponent(naming, name)) continue;
    const init = (statement.declarations as Node[])[0]!.init as Node;
    const wrapped =
      `${statement.kind as string} ${name} = /* @__PURE__ */ (() => {\n` +
      `const ${name} = ${code.slice(init.start, init.end)};\n` +
      `${code.slice(naming.start, naming.end)}\n` +
      `return ${name};\n})();`;
    edited = edited.slice(0, statement.start) + wrapped + edited.slice(naming.end);
    components.unshift(name);
  }
  return { code: edited, components };
}

/**
 * Production client builds only: the app renders no `<Form>` (ADR 035, pages fetch through
 * TanStack Query), yet Form, useSubmit and their form-data helpers were part of the first load of
 * every page, about 1.2 KB gzip (ADR 059).
 */
export function reactRouterShaking(): Plugin {
  return {
    name: 'futurefund:react-router-shaking',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/.test(id)) return null;
      if (!code.includes('.forwardRef(')) return null;
      return { code: shakeableComponentsSource(code).code, map: null };
    },
  };
}
