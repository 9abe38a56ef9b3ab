import { describe, expect, it } from 'vitest';
import { htmlToText } from './html';
import { cleanText, cleanTitle, EMAIL_PLACEHOLDER, MAX_TEXT_LENGTH, stripEmails, truncateText } from './text';

describe('htmlToText and cleanText', () => {
  it('turns blocks into lines and list items into bullets, decoding entities', () => {
    const html =
      '<h3>About</h3><p>Fish &amp; chips&rsquo;<br>second line</p><ul><li>one</li><li>two</li></ul>';
    expect(cleanText(html)).toBe('About\n\nFish & chips’\nsecond line\n\n• one\n• two');
  });

  it('drops scripts, styles and images and keeps no markup', () => {
    const html = '<p>Apply now<script>alert(1)</script><style>p{}</style><img src="x.png" alt="logo"></p>';
    expect(cleanText(html)).toBe('Apply now');
  });

  it('treats line breaks inside HTML text as spaces, like a browser', () => {
    expect(cleanText('<p>Be enrolled in an APS\nhigh school</p>')).toBe('Be enrolled in an APS high school');
  });

  it('leaves plain text with angle brackets alone', () => {
    expect(cleanText('GPA < 3.0 and > 2.0')).toBe('GPA < 3.0 and > 2.0');
  });

  it('keeps table cells apart', () => {
    expect(htmlToText('<table><tr><td>95%</td><td>$4,000</td></tr></table>').trim()).toBe('95% $4,000');
  });

  it('returns null when nothing but whitespace is left', () => {
    expect(cleanText(' <p> </p> ')).toBeNull();
    expect(cleanText(null)).toBeNull();
  });
});

describe('stripEmails', () => {
  it('replaces addresses, mailto links included, with a visible marker', () => {
    expect(stripEmails('Send it to jane.doe+sch@uwo.ca or mailto:info@atila.ca today')).toBe(
      `Send it to ${EMAIL_PLACEHOLDER} or ${EMAIL_PLACEHOLDER} today`,
    );
  });

  it('leaves "@" used as "at" alone', () => {
    expect(stripEmails('Five awards @ $500.00')).toBe('Five awards @ $500.00');
  });

  it('is applied by cleanText, also inside HTML links', () => {
    expect(cleanText('<p>Questions: <a href="mailto:a@b.org">a@b.org</a></p>')).toBe(
      `Questions: ${EMAIL_PLACEHOLDER}`,
    );
  });
});

describe('truncateText and cleanTitle', () => {
  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const long = 'word '.repeat(3000);
    const cut = cleanText(long);
    expect(cut?.length).toBeLessThanOrEqual(MAX_TEXT_LENGTH);
    expect(cut?.endsWith('word…')).toBe(true);
    expect(truncateText('short', 10)).toBe('short');
  });

  it('makes one trimmed line of a title', () => {
    expect(cleanTitle('  Software Engineer\n Intern ')).toBe('Software Engineer Intern');
    expect(cleanTitle('   ')).toBeNull();
  });

  it('repairs UTF-8 punctuation that was read as Mac Roman', () => {
    expect(cleanText('bachelor‚Äôs degree ‚Äì ‚Äúfull‚Äù')).toBe('bachelor’s degree – “full”');
  });
});
