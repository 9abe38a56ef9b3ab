import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shakeableComponentsSource } from '../../react-router-shaking.plugin';

const bundle = `
var Link = React10.forwardRef(
  function LinkWithRef({ to }, ref) {
    return React10.createElement("a", { ref, href: to });
  }
);
Link.displayName = "Link";
var Form = React10.forwardRef(({ action }, ref) => React10.createElement("form", { ref, action }));
Form.displayName = "Form";
var Plain = React10.forwardRef((props, ref) => null);
function Named() {}
Named.displayName = "Named";
`;

describe('React Router components the app does not render (ADR 059)', () => {
  it('makes and names each ref-forwarding component in one pure call', () => {
    const { code, components } = shakeableComponentsSource(bundle);
    expect(components).toEqual(['Link', 'Form']);
    expect(code).toContain(
      'var Form = /* @__PURE__ */ (() => {\n' +
        'const Form = React10.forwardRef(({ action }, ref) => React10.createElement("form", { ref, action }));\n' +
        'Form.displayName = "Form";\n' +
        'return Form;\n})();',
    );
    expect(code).toContain('function LinkWithRef({ to }, ref) {');
    // Statements of another shape are left as they were.
    expect(code).toContain('var Plain = React10.forwardRef((props, ref) => null);');
    expect(code).toContain('function Named() {}\nNamed.displayName = "Named";');
  });

  it('still finds <Form> in the installed React Router build', () => {
    // If an upgrade changes how the bundle defines its components, this fails rather than the
    // first load quietly growing again.
    const require = createRequire(import.meta.url);
    const production = path.join(
      path.dirname(require.resolve('react-router/package.json')),
      'dist/production',
    );
    const chunks = fs
      .readdirSync(production)
      .filter((name) => name.endsWith('.mjs'))
      .map((name) => fs.readFileSync(path.join(production, name), 'utf8'))
      .filter((code) => code.includes('.forwardRef('));
    const components = chunks.flatMap((code) => shakeableComponentsSource(code).components);
    expect(components).toEqual(expect.arrayContaining(['Link', 'NavLink', 'Form']));
  });
});
