import { describe, expect, it } from 'vitest';
import { headTemplate, type PageHead } from './head';
import { jsonForScript, parseSalary } from './structured-data';

describe('parseSalary: pay only when the source states dollars per unit', () => {
  it.each([
    ['$50/hr', { value: 50, unitText: 'HOUR' }],
    ['$40 - $45 per hour', { minValue: 40, maxValue: 45, unitText: 'HOUR' }],
    ['$80k/yr', { value: 80000, unitText: 'YEAR' }],
    ['$70k-90k/year', { minValue: 70000, maxValue: 90000, unitText: 'YEAR' }],
    ['$7,000 a month', { value: 7000, unitText: 'MONTH' }],
    ['$1,200.50 per week', { value: 1200.5, unitText: 'WEEK' }],
  ])('%s', (text, value) => {
    expect(parseSalary(text)).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', ...value },
    });
  });

  it.each([null, '', 'Competitive', '$50', '50/hr', '€3,000 a month', 'Unpaid', 'up to $50/hr'])(
    'leaves out %j',
    (text) => expect(parseSalary(text)).toBeNull(),
  );
});

describe('jsonForScript', () => {
  it('cannot end its <script> block, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & \u2028 <!--' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('headTemplate', () => {
  const head: PageHead = {
    title: 'A & B · FutureFund',
    shareTitle: 'A & B',
    description: 'Say "hi"',
    canonical: 'https://futurefund.example/about',
    noindex: true,
    ogType: 'website',
    image: 'https://futurefund.example/og-image.png',
    jsonLd: null,
  };

  it("replaces the build's title and description and keeps the rest of the page", () => {
    const render = headTemplate(
      '<html><head><meta charset="UTF-8" />\n<title>Old</title>\n<meta\n name="description"\n content="old" />\n<script src="/x.js"></script></head><body>b</body></html>',
    );
    const html = render(head);
    expect(html).not.toContain('Old');
    expect(html).not.toContain('content="old"');
    expect(html).toContain('<title>A &amp; B · FutureFund</title>');
    expect(html).toContain('<meta name="description" content="Say &quot;hi&quot;" />');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<script src="/x.js"></script>');
    expect(html.indexOf('<title>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<body>b</body>');
  });

  it("puts a document page's script in place of the app's, and the drawn markup in #root", () => {
    const render = headTemplate(
      '<html><head><title>Old</title><script src="/theme-init.js"></script>\n<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
    );
    const html = render(head, { headTags: '', body: '<p>drawn</p>', script: '/assets/islands-2.js' });
    expect(html).toContain('<script src="/theme-init.js"></script>');
    expect(html).toContain('<script type="module" crossorigin src="/assets/islands-2.js"></script>');
    expect(html).not.toContain('index-1.js');
    expect(html).toContain('<div id="root"><p>drawn</p></div>');
    // Without a script of its own, a drawn page keeps the app's.
    expect(render(head, { headTags: '', body: '<p>drawn</p>' })).toContain('/assets/index-1.js');
  });
});
