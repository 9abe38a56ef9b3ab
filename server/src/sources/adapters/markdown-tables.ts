import { Lexer, type Tokens } from 'marked';
import { decodeEntities } from '../normalize/html';

// Markdown tables read with marked's lexer (never rendered). Each cell becomes its plain text
// (HTML entities such as "&amp;" decoded) and the first link's address, so a "[Company](url)"
// cell gives both the company and the apply link.

export interface TableCell {
  text: string;
  href: string | null;
}

/** Each table's rows as header name -> cell. */
export type TableRow = Record<string, TableCell>;

function firstLink(tokens: readonly Tokens.Generic[]): Tokens.Link | null {
  for (const token of tokens) {
    if (token.type === 'link') return token as Tokens.Link;
    const nested = firstLink((token.tokens ?? []) as Tokens.Generic[]);
    if (nested) return nested;
  }
  return null;
}

function plainText(tokens: readonly Tokens.Generic[]): string {
  return tokens
    .map((token) => (token.tokens ? plainText(token.tokens as Tokens.Generic[]) : (token.text ?? '')))
    .join('');
}

function toCell(cell: Tokens.TableCell): TableCell {
  const link = firstLink(cell.tokens as Tokens.Generic[]);
  return {
    text: decodeEntities(plainText(cell.tokens as Tokens.Generic[])).trim(),
    href: link ? decodeEntities(link.href).trim() : null,
  };
}

/** Every table of the document, rows keyed by their header's text. */
export function markdownTables(markdown: string): TableRow[][] {
  const tables = new Lexer().lex(markdown).filter((token): token is Tokens.Table => token.type === 'table');
  return tables.map((table) => {
    const headers = table.header.map((cell) => cell.text.trim());
    return table.rows.map((row) =>
      Object.fromEntries(row.map((cell, index) => [headers[index] ?? `${index}`, toCell(cell)])),
    );
  });
}
