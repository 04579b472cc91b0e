import { PixelPath, pixelMapToPath } from '@/components/ui/pixel-icon';

// Pixel glyphs of the board's actions, drawn like the UI kit's icons ('#' = one pixel).
const GLYPHS = {
  heart: [
    '..........',
    '.##....##.',
    '####..####',
    '##########',
    '##########',
    '.########.',
    '..######..',
    '...####...',
    '....##....',
    '..........',
  ],
  star: [
    '....##....',
    '....##....',
    '...####...',
    '##########',
    '.########.',
    '..######..',
    '..######..',
    '.###..###.',
    '.##....##.',
    '..........',
  ],
  share: [
    '.......##.',
    '......####',
    '......####',
    '....##.##.',
    '.##.......',
    '####......',
    '####......',
    '.##.##....',
    '......##..',
    '.......##.',
  ],
  pen: [
    '.......##.',
    '......####',
    '.....####.',
    '....####..',
    '...####...',
    '..####....',
    '.####.....',
    '.###......',
    '.##.......',
    '..........',
  ],
  bin: [
    '...####...',
    '##########',
    '..........',
    '.########.',
    '.#.#..#.#.',
    '.#.#..#.#.',
    '.#.#..#.#.',
    '.#.#..#.#.',
    '.########.',
    '..........',
  ],
  plus: [
    '..........',
    '....##....',
    '....##....',
    '....##....',
    '.########.',
    '.########.',
    '....##....',
    '....##....',
    '....##....',
    '..........',
  ],
  search: [
    '.####.....',
    '#....#....',
    '#....#....',
    '#....#....',
    '#....#....',
    '.####.#...',
    '.......#..',
    '........#.',
    '.........#',
    '..........',
  ],
  clock: [
    '..######..',
    '.#......#.',
    '#...#....#',
    '#...#....#',
    '#...###..#',
    '#........#',
    '#........#',
    '.#......#.',
    '..######..',
    '..........',
  ],
} as const satisfies Record<string, readonly string[]>;

export type GlyphName = keyof typeof GLYPHS;

const PATHS = Object.fromEntries(Object.entries(GLYPHS).map(([name, rows]) => [name, pixelMapToPath(rows)])) as Record<GlyphName, string>;

/** Decorative: the button or link around it carries the accessible name. Server-compatible. */
export function Glyph({ name, size = 16, className }: { name: GlyphName; size?: number; className?: string }) {
  return <PixelPath d={PATHS[name]} viewBox="0 0 10 10" width={size} className={className} />;
}
