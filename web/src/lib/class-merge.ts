import { createTailwindMerge, validators as v, type Config } from 'tailwind-merge';

/*
 * A slim tailwind-merge for cn().
 *
 * Why: `twMerge` brings tailwind-merge's full default config (every Tailwind utility, ~9 KB gzip)
 * into the first-load bundle, and `/` has an initial JS budget of 120 KB gzip. This config only
 * describes the class groups this app uses, each defined as in tailwind-merge's default config, so
 * cn() returns what twMerge would for the classes written in web/src. Variants (`sm:`, `hover:`,
 * `dark:`, `data-[state=open]:`...), `!` and `/opacity` are handled by tailwind-merge whatever the
 * config.
 *
 * A class no group describes is kept as is and never merged, so a caller's override of it would be
 * silently ignored. Colour groups (`text-*`, `bg-*`, `border-*`, `ring-*`, `outline-*`) take any
 * value, so a new non-colour utility on those prefixes (`bg-cover`, `border-collapse`...) would be
 * taken for a colour. utils.test.ts collects every class written in web/src and compares each pair
 * with the full twMerge: when it reports a pair, add the missing group here, as tailwind-merge's
 * default config defines it (`getDefaultConfig()` in node_modules/tailwind-merge), with its
 * conflictingClassGroups entries. Where groups share a prefix, the one listed first wins (text size
 * before text colour, border width and style before border colour), as in the default config.
 */

type ClassGroup = Config<string, string>['classGroups'][string];

const words = (list: string) => list.split(' ');
const prefixed = (prefix: string, list: string) => words(list).map((part) => prefix + part);
/** One group per prefix (`p` → `p-4`, `p-[3px]`...), named after the prefix unless `id` renames it. */
const byPrefix = (prefixes: string[], scale: ClassGroup, id = (prefix: string) => prefix) =>
  Object.fromEntries(prefixes.map((prefix) => [id(prefix), [{ [prefix]: scale }]])) as Record<
    string,
    ClassGroup
  >;

const arbitrary = [v.isArbitraryVariable, v.isArbitraryValue];
const spacing = ['px', v.isNumber, ...arbitrary];
const inset = [v.isFraction, 'full', 'auto', ...spacing];
const sizing = [v.isFraction, ...words('auto full dvw dvh lvw lvh svw svh min max fit'), ...spacing];
const blockSizing = ['screen', 'lh', ...sizing];
const color = [v.isAny];
const borderWidth = ['', v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength];
const lineStyle = words('solid dashed dotted double');
const alignSecondary = words('start end center stretch center-safe end-safe');

const padding = prefixed('p', ' x y t r b l');
const margins = prefixed('m', ' x y t r b l');
const borderSides = prefixed('border-', 'x y t r b l');
const borderWidthGroup = (prefix: string) => prefix.replace('border', 'border-w');
const borderColorGroup = (prefix: string) => prefix.replace('border', 'border-color');

export const mergeClasses = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    // Layout
    display: words(
      'block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column ' +
        'table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid ' +
        'inline-grid contents list-item hidden',
    ),
    sr: ['sr-only', 'not-sr-only'],
    position: words('static fixed absolute relative sticky'),
    ...byPrefix(words('inset inset-x inset-y top right bottom left'), inset),
    z: [{ z: [v.isInteger, 'auto', ...arbitrary] }],
    ...byPrefix(words('overflow overflow-x overflow-y'), words('auto hidden clip visible scroll')),
    // Flexbox and grid
    basis: [{ basis: [v.isFraction, 'full', 'auto', v.isTshirtSize, ...spacing] }],
    'flex-direction': [{ flex: words('row row-reverse col col-reverse') }],
    'flex-wrap': [{ flex: words('nowrap wrap wrap-reverse') }],
    flex: [{ flex: [v.isNumber, v.isFraction, 'auto', 'initial', 'none', v.isArbitraryValue] }],
    ...byPrefix(['grow', 'shrink'], ['', v.isNumber, ...arbitrary]),
    'grid-cols': [{ 'grid-cols': [v.isInteger, 'none', 'subgrid', ...arbitrary] }],
    ...byPrefix(words('gap gap-x gap-y'), spacing),
    'justify-content': [{ justify: [...alignSecondary, ...words('between around evenly baseline normal')] }],
    'justify-items': [{ 'justify-items': [...alignSecondary, 'normal'] }],
    'justify-self': [{ 'justify-self': ['auto', ...alignSecondary] }],
    'align-items': [{ items: [...alignSecondary, { baseline: ['', 'last'] }] }],
    // Spacing
    ...byPrefix(padding, spacing),
    ...byPrefix(margins, ['auto', ...spacing]),
    ...byPrefix(['space-x', 'space-y'], spacing),
    // Sizing
    size: [{ size: sizing }],
    w: [{ w: [v.isTshirtSize, 'screen', ...sizing] }],
    'min-w': [{ 'min-w': [v.isTshirtSize, 'screen', 'none', ...sizing] }],
    'max-w': [
      { 'max-w': [v.isTshirtSize, 'screen', 'none', 'prose', { screen: [v.isTshirtSize] }, ...sizing] },
    ],
    h: [{ h: blockSizing }],
    ...byPrefix(['min-h', 'max-h'], ['none', ...blockSizing]),
    // Typography
    'font-size': [{ text: ['base', v.isTshirtSize, v.isArbitraryVariableLength, v.isArbitraryLength] }],
    'font-style': ['italic', 'not-italic'],
    'font-weight': [
      {
        font: [
          ...words('thin extralight light normal medium semibold bold extrabold black'),
          v.isArbitraryVariableWeight,
          v.isArbitraryWeight,
        ],
      },
    ],
    'font-family': [
      { font: [v.isArbitraryVariableFamilyName, v.isArbitraryFamilyName, v.isAnyNonArbitrary] },
    ],
    tracking: [{ tracking: [...words('tighter tight normal wide wider widest'), ...arbitrary] }],
    'line-clamp': [{ 'line-clamp': [v.isNumber, 'none', v.isArbitraryVariable, v.isArbitraryNumber] }],
    leading: [{ leading: [...words('none tight snug normal relaxed loose'), ...spacing] }],
    'list-style-type': [{ list: ['disc', 'decimal', 'none', ...arbitrary] }],
    'text-alignment': [{ text: words('left center right justify start end') }],
    'text-color': [{ text: color }],
    'text-decoration': words('underline overline line-through no-underline'),
    'underline-offset': [{ 'underline-offset': [v.isNumber, 'auto', ...arbitrary] }],
    'text-wrap': [{ text: words('wrap nowrap balance pretty') }],
    whitespace: [{ whitespace: words('normal nowrap pre pre-line pre-wrap break-spaces') }],
    break: [{ break: words('normal words all keep') }],
    // Backgrounds
    'bg-color': [{ bg: color }],
    // Borders
    rounded: [{ rounded: ['', 'none', 'full', v.isTshirtSize, ...arbitrary] }],
    'border-w': [{ border: borderWidth }],
    ...byPrefix(borderSides, borderWidth, borderWidthGroup),
    'border-style': [{ border: [...lineStyle, 'hidden', 'none'] }],
    'border-color': [{ border: color }],
    ...byPrefix(borderSides, color, borderColorGroup),
    'outline-style': [{ outline: [...lineStyle, 'none', 'hidden'] }],
    'outline-offset': [{ 'outline-offset': [v.isNumber, ...arbitrary] }],
    'outline-w': [{ outline: ['', v.isNumber, v.isArbitraryVariableLength, v.isArbitraryLength] }],
    'outline-color': [{ outline: color }],
    // Effects
    shadow: [
      { shadow: ['', 'inner', 'none', v.isTshirtSize, v.isArbitraryVariableShadow, v.isArbitraryShadow] },
    ],
    'ring-w': [{ ring: borderWidth }],
    'ring-w-inset': ['ring-inset'],
    'ring-color': [{ ring: color }],
    opacity: [{ opacity: [v.isNumber, ...arbitrary] }],
    // Transitions, animation, interactivity (no other group starts with `cursor-`)
    transition: [{ transition: [...words(' all colors opacity shadow transform none'), ...arbitrary] }],
    animate: [{ animate: [...words('none spin ping pulse bounce'), ...arbitrary] }],
    cursor: [{ cursor: [v.isAny] }],
    'pointer-events': [{ 'pointer-events': ['auto', 'none'] }],
  },
  conflictingClassGroups: {
    overflow: ['overflow-x', 'overflow-y'],
    inset: words('inset-x inset-y top right bottom left'),
    'inset-x': ['right', 'left'],
    'inset-y': ['top', 'bottom'],
    flex: ['basis', 'grow', 'shrink'],
    gap: ['gap-x', 'gap-y'],
    p: padding.slice(1),
    px: ['pr', 'pl'],
    py: ['pt', 'pb'],
    m: margins.slice(1),
    mx: ['mr', 'ml'],
    my: ['mt', 'mb'],
    size: ['w', 'h'],
    'font-size': ['leading'],
    'line-clamp': ['display', 'overflow'],
    'border-w': borderSides.map(borderWidthGroup),
    'border-w-x': prefixed('border-w-', 'r l'),
    'border-w-y': prefixed('border-w-', 't b'),
    'border-color': borderSides.map(borderColorGroup),
    'border-color-x': prefixed('border-color-', 'r l'),
    'border-color-y': prefixed('border-color-', 't b'),
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: words(
    '* ** after backdrop before details-content file first-letter first-line marker placeholder selection',
  ),
}));
