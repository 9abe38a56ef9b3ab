import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clsx, type ClassValue } from 'clsx';
// The full tailwind-merge is the reference here only; the app itself merges with class-merge.ts.
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './utils';

const full = (...inputs: ClassValue[]) => twMerge(clsx(inputs));

// Base classes of the components as the web test suite rendered them (cn() calls logged during a
// full run), so the table below holds the overrides the app really makes.
const button =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium ' +
  'transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0';
const badge =
  'inline-flex max-w-full items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium break-words ' +
  '[&_svg]:size-3.5 [&_svg]:shrink-0';
const input =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground ' +
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-60 ' +
  'aria-[invalid=true]:border-destructive sm:text-sm';
const tabsList = 'inline-flex h-11 items-center rounded-md bg-muted p-1 text-muted-foreground';
const cardHeader = 'flex flex-col gap-1.5 p-6';
const cardTitle = 'text-lg font-semibold leading-tight';
const cardContent = 'p-6 pt-0';

const appCombinations: ClassValue[][] = [
  [button, 'bg-primary text-primary-foreground hover:bg-primary/90', 'h-11 px-6 text-base'],
  [button, 'border border-input bg-background hover:bg-muted', 'h-11 px-6 text-base'],
  [button, 'border border-input bg-background hover:bg-muted', 'h-9 px-3', 'h-10'],
  [button, 'border border-input bg-background hover:bg-muted', 'h-9 px-3', 'justify-start px-2 text-xs'],
  [
    button,
    'border border-input bg-background hover:bg-muted h-9 px-3',
    'h-auto py-1 text-xs whitespace-normal',
  ],
  [
    button,
    'bg-secondary text-secondary-foreground hover:bg-secondary/80 h-9 px-3',
    'justify-start px-2 text-xs border border-primary',
  ],
  [button, 'text-primary underline-offset-4 hover:underline h-9 px-3', 'h-auto justify-self-start p-0'],
  [button, 'text-primary underline-offset-4 hover:underline h-9 px-3', 'h-auto w-fit px-0'],
  [button, 'text-primary underline-offset-4 hover:underline h-9 px-3', 'px-2'],
  [button, 'hover:bg-muted size-10', 'rounded-full'],
  [button, 'hover:bg-muted size-10', 'size-7'],
  [badge, 'bg-secondary text-secondary-foreground', 'p-0 text-sm'],
  [badge, 'bg-accent text-accent-foreground', 'px-3 py-1 text-sm'],
  [badge, 'bg-secondary text-secondary-foreground', 'bg-secondary text-secondary-foreground'],
  [badge, 'bg-secondary text-secondary-foreground', 'bg-accent text-accent-foreground'],
  [badge, 'bg-secondary text-secondary-foreground', 'border border-primary text-foreground'],
  [badge, 'bg-secondary text-secondary-foreground', 'border border-destructive text-destructive'],
  [
    badge,
    'bg-secondary text-secondary-foreground',
    'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  ],
  [badge, 'border text-foreground', 'border-primary text-primary'],
  [input, 'h-auto min-h-24 resize-y', 'min-h-40'],
  [input, 'pr-8', 'h-9 w-auto min-w-0 flex-1 basis-36'],
  [input, 'h-auto py-1.5 file:mr-3 file:rounded file:border-0 file:bg-secondary file:px-3 file:py-1'],
  [tabsList, 'flex h-auto w-full flex-wrap gap-1 sm:w-fit'],
  [tabsList, 'grid h-auto w-full grid-cols-2 gap-1 sm:grid-cols-4'],
  [tabsList, 'grid w-full grid-cols-2'],
  [
    'inline-flex flex-1 items-center justify-center rounded-sm px-3 py-2 text-sm font-medium whitespace-nowrap ' +
      'transition-colors hover:text-foreground data-[state=active]:bg-background ' +
      'data-[state=active]:text-foreground data-[state=active]:shadow-sm',
    'px-2',
  ],
  [cardHeader, 'flex-row flex-wrap items-end justify-between gap-4'],
  [cardHeader, 'gap-2 p-5'],
  [cardHeader, 'p-5 pb-3'],
  [cardTitle, 'text-sm font-medium text-muted-foreground'],
  [cardTitle, 'text-base break-words'],
  [cardTitle, 'text-base text-muted-foreground italic'],
  ['font-semibold leading-tight', 'text-xl'],
  [cardContent, 'pt-6'],
  [cardContent, 'p-4 sm:p-6'],
  [cardContent, 'flex flex-1 flex-col gap-3 p-5 pt-0 text-sm'],
  ['flex items-center', cardContent, 'flex-wrap gap-2 p-5 pt-0'],
  [
    'toast-motion group pointer-events-auto relative flex w-full items-center justify-between gap-4 ' +
      'overflow-hidden rounded-md border p-4 pr-8 shadow-lg',
    'border bg-background text-foreground',
  ],
  [
    'm-auto max-h-[calc(100%-2rem)] w-[calc(100%-2rem)] max-w-md overflow-y-auto rounded-lg border ' +
      'bg-background text-foreground shadow-xl backdrop:bg-black/60',
    'max-w-2xl',
  ],
  ['grid min-w-0 content-start gap-3 lg:sticky lg:top-20 lg:self-start', 'hidden lg:grid'],
  ['flex flex-col gap-3 rounded-lg border bg-muted/50 p-3 transition-colors', 'border-primary bg-accent/40'],
  ['flex flex-col gap-3 rounded-lg border p-4', 'border-2 border-primary'],
  ['flex items-center justify-center gap-2 py-12 text-muted-foreground', 'py-2'],
  ['h-2 overflow-hidden rounded-full bg-muted', 'h-2.5'],
  [
    'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
    'text-foreground underline decoration-primary decoration-2 underline-offset-8',
  ],
  [
    'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none ' +
      'data-[disabled]:pointer-events-none data-[highlighted]:bg-muted data-[disabled]:opacity-60 [&_svg]:size-4',
    'items-start',
  ],
  ['text-sm text-muted-foreground', 'text-destructive'],
  ['mt-6', 'mt-4 rounded-md'],
  // Falsy and conditional parts, as callers pass them.
  ['p-4', false, null, undefined, { 'p-6': true, 'px-2': false }, ['text-sm', ['text-lg']]],
];

describe('cn', () => {
  it.each(appCombinations.map((inputs) => [clsx(inputs), inputs] as const))(
    'merges %s as the full twMerge does',
    (_, inputs) => {
      expect(cn(...inputs)).toBe(full(...inputs));
    },
  );

  it.each([
    // Text size and text colour are different groups; a later size or colour replaces its own kind.
    ['text-lg text-muted-foreground', 'text-lg text-muted-foreground'],
    ['text-lg text-muted-foreground text-sm', 'text-muted-foreground text-sm'],
    ['text-lg text-muted-foreground text-destructive', 'text-lg text-destructive'],
    ['text-[0.8rem] text-[#123456] text-sm', 'text-[#123456] text-sm'],
    ['text-sm text-center text-balance text-primary', 'text-sm text-center text-balance text-primary'],
    ['text-left text-center', 'text-center'],
    // A text size sets the line height too, so it drops an earlier leading-*, not a later one.
    ['leading-tight text-lg', 'text-lg'],
    ['text-lg leading-tight', 'text-lg leading-tight'],
    ['leading-tight text-sm/6', 'text-sm/6'],
    // Padding and margin shorthands override their sides; a side after a shorthand refines it.
    ['px-4 p-6', 'p-6'],
    ['px-4 px-2', 'px-2'],
    ['p-6 px-2', 'p-6 px-2'],
    ['pt-0 py-4 pl-3 px-1', 'py-4 px-1'],
    ['mt-2 my-4 -mx-1 ml-5 m-auto', 'm-auto'],
    // Variants only compete with the same variants.
    ['px-4 sm:px-6', 'px-4 sm:px-6'],
    ['sm:px-6 px-4 sm:px-2', 'px-4 sm:px-2'],
    ['hover:bg-muted bg-primary hover:bg-primary/90', 'bg-primary hover:bg-primary/90'],
    ['dark:text-green-100 text-green-900 dark:text-yellow-100', 'text-green-900 dark:text-yellow-100'],
    ['data-[state=active]:bg-background data-[state=active]:bg-muted', 'data-[state=active]:bg-muted'],
    ['hover:sm:p-2 sm:hover:p-4', 'sm:hover:p-4'],
    ['p-2! p-4', 'p-2! p-4'],
    // Arbitrary values and variables.
    ['h-10 h-[28rem]', 'h-[28rem]'],
    ['w-full w-[min(22rem,calc(100vw-1rem))]', 'w-[min(22rem,calc(100vw-1rem))]'],
    ['max-w-md max-w-[calc(100vw-2rem)]', 'max-w-[calc(100vw-2rem)]'],
    ['grid-cols-2 grid-cols-[minmax(0,1fr)_20rem]', 'grid-cols-[minmax(0,1fr)_20rem]'],
    ['z-10 z-[100]', 'z-[100]'],
    ['p-4 p-(--gap)', 'p-(--gap)'],
    // size-* sets width and height; a later w-/h- only refines one of them.
    ['h-4 w-4 size-5', 'size-5'],
    ['size-4 h-4', 'size-4 h-4'],
    ['size-10 size-7', 'size-7'],
    // Border width, style and colour are separate; a side width is replaced by the whole border.
    ['border border-2 border-dashed border-primary', 'border-2 border-dashed border-primary'],
    ['border-t border-l-2 border', 'border'],
    ['border border-primary border-destructive/50', 'border border-destructive/50'],
    // Font weight and family, display and flex direction, alignment, shadow, opacity, radius.
    ['font-semibold font-mono font-medium', 'font-mono font-medium'],
    ['inline-flex grid hidden lg:grid', 'hidden lg:grid'],
    ['flex flex-col flex-row flex-wrap', 'flex flex-row flex-wrap'],
    ['flex-1 shrink-0 basis-36', 'flex-1 shrink-0 basis-36'],
    ['basis-36 shrink-0 flex-1', 'flex-1'],
    ['items-center justify-center items-start justify-start', 'items-start justify-start'],
    ['gap-x-2 gap-y-1 gap-4', 'gap-4'],
    ['shadow-sm shadow-lg opacity-60 opacity-100', 'shadow-lg opacity-100'],
    ['rounded-md rounded-full', 'rounded-full'],
    // line-clamp-* drops overflow-hidden, and a class dropped that way no longer drops others.
    ['overflow-x-auto overflow-hidden line-clamp-2', 'overflow-x-auto line-clamp-2'],
    ['absolute inset-0 top-2 relative', 'inset-0 top-2 relative'],
    ['top-2 left-3 inset-x-0', 'top-2 inset-x-0'],
    ['outline outline-2 outline-none outline-ring', 'outline-2 outline-none outline-ring'],
    ['ring-2 ring-ring ring-0', 'ring-ring ring-0'],
    [
      'transition-colors transition-[width] cursor-pointer cursor-not-allowed',
      'transition-[width] cursor-not-allowed',
    ],
    ['whitespace-nowrap whitespace-normal break-words break-all', 'whitespace-normal break-all'],
    ['underline no-underline italic not-italic sr-only not-sr-only', 'no-underline not-italic not-sr-only'],
    // Classes of other groups, and non-Tailwind classes, are left alone.
    ['toast-motion group p-4 truncate select-none', 'toast-motion group p-4 truncate select-none'],
  ])('merges %s into %s, as twMerge does', (classes, expected) => {
    expect(full(classes)).toBe(expected);
    expect(cn(classes)).toBe(expected);
  });

  it('keeps a repeated class of a group it does not configure, which twMerge would drop (same CSS)', () => {
    expect(cn('truncate p-4 truncate')).toBe('truncate p-4 truncate');
    expect(full('truncate p-4 truncate')).toBe('p-4 truncate');
    expect(cn('p-4 flex p-4 flex')).toBe(full('p-4 flex p-4 flex'));
  });
});

// Every class written in web/src, without its variants. tailwind-merge merges two classes by their
// groups, whatever their variants, so pairs of these base classes cover every cn() call the app can
// make with them.
function tailwindClassesInSource(): string[] {
  const src = join(dirname(fileURLToPath(import.meta.url)), '..');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !['lib/class-merge.ts', 'lib/utils.test.ts'].includes(file),
  );
  const classes = new Set<string>();
  for (const file of files) {
    const code = readFileSync(join(src, file), 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, ' ')
      .replace(/(^|\s)\/\/.*$/gm, ' ');
    for (const [, ...quoted] of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const text = quoted.find((part) => part !== undefined) ?? '';
      for (const token of text.replace(/\$\{[^}]*\}/g, ' ').split(/[\s'"`]+/)) {
        // A class twMerge recognises is one it de-duplicates.
        if (token && twMerge(`${token} ${token}`) === token) classes.add(baseClass(token));
      }
    }
  }
  return [...classes].sort();
}

/** `sm:hover:!p-4` → `p-4`: drops variants (colons outside brackets) and the important mark. */
function baseClass(token: string): string {
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    if ('[('.includes(token[i]!)) depth++;
    else if ('])'.includes(token[i]!)) depth--;
    else if (token[i] === ':' && depth === 0) start = i + 1;
  }
  return token.slice(start).replace(/^!|!$/g, '');
}

describe('the classes written in web/src', () => {
  it('merge pairwise exactly as the full twMerge merges them', () => {
    const classes = tailwindClassesInSource();
    // The scan finds the app's classes (a broken scan would pass trivially).
    expect(classes.length).toBeGreaterThan(250);
    expect(classes).toEqual(
      expect.arrayContaining(['p-6', 'px-4', 'text-lg', 'text-muted-foreground', 'size-4']),
    );
    const mismatches: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        if (first === second) continue;
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        const actual = cn(pair);
        if (actual !== expected)
          mismatches.push(`cn('${pair}') gave '${actual}', twMerge gives '${expected}'`);
      }
    }
    // If this fails, a class in web/src belongs to a group class-merge.ts lacks or defines differently:
    // add the group there (see its header comment).
    expect(mismatches.slice(0, 20)).toEqual([]);
    // About 150 000 pairs: a second or two, more on a busy 2-core machine.
  }, 60_000);
});
