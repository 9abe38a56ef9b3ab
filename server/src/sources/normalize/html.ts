import { load } from 'cheerio/slim';

// Source HTML (Atila's criteria) is reduced to plain text, never rendered: the web app shows text,
// so no markup or script from a source can reach a page. Block elements become line breaks and
// list items bullets, so the structure survives as readable text.

const DROPPED = 'script,style,noscript,template,iframe,object,embed,svg,img';
const BLOCKS =
  'p,div,section,article,header,footer,aside,nav,h1,h2,h3,h4,h5,h6,ul,ol,table,tr,figure,blockquote,pre,hr';

/** Plain text of an HTML fragment, entities decoded; line breaks only where the markup has them. */
export function htmlToText(html: string): string {
  const $ = load(html, null, false);
  $(DROPPED).remove();
  // As in a browser, a line break inside a text node is just a space (sources hard-wrap at ~80).
  $.root()
    .find('*')
    .addBack()
    .contents()
    .each((_, node) => {
      if (node.type === 'text') node.data = node.data.replace(/\s+/g, ' ');
    });
  $('br').replaceWith('\n');
  $('li').each((_, item) => {
    $(item).prepend('• ').append('\n');
  });
  $('td,th').append(' ');
  $(BLOCKS).each((_, block) => {
    $(block).before('\n').after('\n');
  });
  return $.root().text();
}

/** A cheap test that avoids parsing plain text as HTML (where "GPA <3.0" would lose text). */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[a-z][a-z0-9]*(?:\s[^<>]*)?\/?>/i.test(text);
}

/** Entities ("&amp;", "&apos;") decoded in text that is not HTML: a "<" stays a literal "<". */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return load(`<p>${text.replace(/</g, '&lt;')}</p>`, null, false)
    .root()
    .text();
}
