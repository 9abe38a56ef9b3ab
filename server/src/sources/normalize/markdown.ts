import { Marked } from 'marked';
import { htmlToText } from './html';

// Some sources write their prose in Markdown ("**Citizenship:** ...", "* item", "1. step"). The
// app shows plain text, so Markdown goes through marked to HTML and back to text with htmlToText:
// emphasis markers disappear, list items become bullets, single line breaks are kept.

const markdown = new Marked({ gfm: true, breaks: true });

/** Bold or italic markers, list items, numbered steps or headings at a line start. */
const MARKDOWN = /\*\*|__|^\s*(?:[-*+]|\d+\.|#{1,6})\s/m;

/** Plain text of a Markdown fragment; text without Markdown syntax is returned as it is (faster). */
export function markdownToText(text: string): string {
  return MARKDOWN.test(text) ? htmlToText(markdown.parse(text, { async: false })) : text;
}
