// Small pixel-art icons drawn from text maps ('#' = filled pixel), rendered as one crisp SVG path.
const ICONS = {
  home: [
    '.....##.....',
    '....####....',
    '...######...',
    '..########..',
    '.##########.',
    '############',
    '..########..',
    '..########..',
    '..###..###..',
    '..###..###..',
    '..###..###..',
    '..###..###..',
  ],
  community: [
    '.##########.',
    '#..........#',
    '#..........#',
    '#.##.##.##.#',
    '#.##.##.##.#',
    '#..........#',
    '.###..#####.',
    '...#.#......',
    '...##.......',
    '...#........',
    '............',
    '............',
  ],
  probability: [
    '.##########.',
    '#..........#',
    '#.##....##.#',
    '#.##....##.#',
    '#..........#',
    '#....##....#',
    '#....##....#',
    '#..........#',
    '#.##....##.#',
    '#.##....##.#',
    '#..........#',
    '.##########.',
  ],
  myPage: [
    '....####....',
    '...######...',
    '...######...',
    '...######...',
    '....####....',
    '............',
    '..########..',
    '.##########.',
    '.##########.',
    '.##########.',
    '.##########.',
    '............',
  ],
  inquiry: [
    '...######...',
    '..##....##..',
    '..##....##..',
    '........##..',
    '.......##...',
    '......##....',
    '.....##.....',
    '.....##.....',
    '............',
    '.....##.....',
    '.....##.....',
    '............',
  ],
  notice: [
    '.........##.',
    '.......####.',
    '.....######.',
    '###########.',
    '###########.',
    '###########.',
    '###########.',
    '.....######.',
    '.##....####.',
    '.##......##.',
    '.##.........',
    '............',
  ],
  myRoom: [
    '............',
    '............',
    '##..........',
    '##..........',
    '##.####.....',
    '##.####.....',
    '############',
    '############',
    '############',
    '##........##',
    '##........##',
    '............',
  ],
  mission: [
    '.##.....##..',
    '############',
    '#..........#',
    '#.##.......#',
    '#.##...##..#',
    '#.....##...#',
    '#.#..##....#',
    '#..###.....#',
    '#...#......#',
    '#..........#',
    '############',
    '............',
  ],
  market: [
    '############',
    '##..##..##..',
    '############',
    '.#........#.',
    '.#........#.',
    '.#.##..##.#.',
    '.#.##..##.#.',
    '.#........#.',
    '.#........#.',
    '.##########.',
    '............',
    '............',
  ],
  world: [
    '....####....',
    '..##.##.##..',
    '.#..#..#..#.',
    '.#..#..#..#.',
    '############',
    '#...#..#...#',
    '#...#..#...#',
    '############',
    '.#..#..#..#.',
    '.#..#..#..#.',
    '..##.##.##..',
    '....####....',
  ],
  shop: [
    '....####....',
    '...#....#...',
    '...#....#...',
    '.##########.',
    '.##########.',
    '.####..####.',
    '.###....###.',
    '.####..####.',
    '.##########.',
    '.##########.',
    '.##########.',
    '............',
  ],
  profile: [
    '............',
    '############',
    '#..........#',
    '#.###......#',
    '#.###.####.#',
    '#.###......#',
    '#.###.###..#',
    '#..........#',
    '#.#######..#',
    '#..........#',
    '############',
    '............',
  ],
  write: [
    '.........###',
    '........####',
    '.......####.',
    '######.###..',
    '#.....###...',
    '#....###....',
    '#...####....',
    '#...##......',
    '#..........#',
    '#.######...#',
    '#..........#',
    '############',
  ],
  more: [
    '............',
    '............',
    '............',
    '............',
    '............',
    '.##..##..##.',
    '.##..##..##.',
    '............',
    '............',
    '............',
    '............',
    '............',
  ],
} as const satisfies Record<string, readonly string[]>;

export type PixelIconName = keyof typeof ICONS;

/** One rectangle per horizontal run of `mark` pixels ('#' unless a multi-colour map names another). */
export function pixelMapToPath(rows: readonly string[], mark = '#'): string {
  const parts: string[] = [];
  rows.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (row[x] !== mark) {
        x += 1;
        continue;
      }
      const start = x;
      while (row[x] === mark) x += 1;
      parts.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return parts.join('');
}

const PATHS = Object.fromEntries(Object.entries(ICONS).map(([name, rows]) => [name, pixelMapToPath(rows)])) as Record<
  PixelIconName,
  string
>;

export const PIXEL_ICON_NAMES = Object.keys(ICONS) as PixelIconName[];

/** The icon's path on its 12 × 12 grid (also drawn into the app's shortcut icons by `npm run icons`). */
export function pixelIconPath(name: PixelIconName): string {
  return PATHS[name];
}

export type PixelIconProps = {
  name: PixelIconName;
  size?: number;
  className?: string;
};

/** Decorative: label the control that holds it. */
export function PixelIcon({ name, size = 24, className }: PixelIconProps) {
  return <PixelPath d={PATHS[name]} viewBox="0 0 12 12" width={size} className={className} />;
}

/**
 * A one-colour pixel drawing in the text's colour: the path `d` on the grid of `viewBox`, drawn
 * `width`×`height` px with crisp edges. Decorative: the control around it carries the name.
 */
export function PixelPath({
  d,
  viewBox,
  width,
  height = width,
  className,
}: {
  d: string;
  viewBox: string;
  width: number;
  height?: number;
  className?: string;
}) {
  return (
    <svg
      width={width}
      height={height}
      viewBox={viewBox}
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <path fill="currentColor" d={d} />
    </svg>
  );
}
