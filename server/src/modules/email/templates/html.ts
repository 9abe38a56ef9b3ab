/** Markup that is already safe (built by `html` below); anything else is escaped when interpolated. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

type Interpolated = SafeHtml | string | number | readonly SafeHtml[];

/**
 * Template tag for e-mail markup: every interpolated string (a title, a name, a reason) is
 * escaped, so user data can never become markup; nested `html` results and arrays of them pass.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(out);
}

function render(value: Interpolated): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map((item) => (item as SafeHtml).value).join('');
  return escapeHtml(String(value));
}
