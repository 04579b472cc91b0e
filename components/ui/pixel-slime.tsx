import { pixelMapToPath } from './pixel-icon';

// The game's mint slime (public/art/slime/base.png) redrawn at 16 × 14 so it ships inline with the
// page. One letter per colour; '.' is empty.
const PALETTE = {
  o: '#2b5e48', // outline
  b: '#7ed9b0', // body
  s: '#55b98c', // shade
  h: '#e4fff3', // shine
  e: '#1d2b24', // eyes and mouth
  p: '#f3a1a6', // blush
  t: '#4aa8e8', // tear
  g: '#c9ad72', // shadow on the parchment ($color-paper-shadow)
} as const;

type Colour = keyof typeof PALETTE;

export const SLIME_MAPS = {
  calm: [
    '......oooo......',
    '....oobbbboo....',
    '...obhhbbbbbo...',
    '..obhbbbbbbbbo..',
    '.obhbbbbbbbbbbo.',
    '.obbbebbbbebbbo.',
    'obbbbebbbbebbbbo',
    'obppbbbbbbbbppbo',
    'obbbbbebbebbbbbo',
    'obbbbbbeebbbbbbo',
    'osbbbbbbbbbbbbso',
    'osssssssssssssso',
    '.oooooooooooooo.',
    '..gggggggggggg..',
  ],
  // Worried brows, a frown and a tear: for the page that was not found.
  sad: [
    '................',
    '......oooo......',
    '....oobbbboo....',
    '...obbbbbhhbo...',
    '..obbebbbbebbo..',
    '.obbebbbbbbebbo.',
    '.obbbebbbbebbbo.',
    'obbbbebbbbebbbbo',
    'obbbtbbeebbbbbbo',
    'obbbtbebbebbbbbo',
    'osbbbbbbbbbbbbso',
    'osssssssssssssso',
    '.oooooooooooooo.',
    'gggggggggggggggg',
  ],
} as const satisfies Record<string, readonly string[]>;

export type SlimeMood = keyof typeof SLIME_MAPS;

const WIDTH = 16;
const HEIGHT = 14;

const LAYERS = Object.fromEntries(
  Object.entries(SLIME_MAPS).map(([mood, rows]) => [
    mood,
    (Object.keys(PALETTE) as Colour[]).map((colour) => ({ colour, d: pixelMapToPath(rows, colour) })).filter((layer) => layer.d),
  ]),
) as Record<SlimeMood, { colour: Colour; d: string }[]>;

export type PixelSlimeProps = {
  mood?: SlimeMood;
  /** Width in CSS pixels; a multiple of 16 keeps every pixel square and crisp. */
  size?: number;
  className?: string;
};

/** A decorative pixel slime for empty and not-found screens (hidden from assistive technology). Server-compatible. */
export function PixelSlime({ mood = 'calm', size = 64, className }: PixelSlimeProps) {
  return (
    <svg
      width={size}
      height={(size * HEIGHT) / WIDTH}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-mood={mood}
    >
      {LAYERS[mood].map(({ colour, d }) => (
        <path key={colour} fill={PALETTE[colour]} d={d} />
      ))}
    </svg>
  );
}
