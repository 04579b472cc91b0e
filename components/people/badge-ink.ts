const HEX = /^#([0-9a-f]{6})$/i;
const LIGHT_INK = '#fff8e6';
const DARK_INK = '#3a2a1a';
// WCAG AA for normal-size text.
const AA = 4.5;

/** A badge's colour when it is a valid `#rrggbb`, else null (the chip falls back to wood). */
export function badgeColour(hex: string | null | undefined): string | null {
  return hex && HEX.test(hex) ? hex : null;
}

const channels = (hex: string): [number, number, number] => {
  const n = Number.parseInt(HEX.exec(hex)![1]!, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};
const toHex = (rgb: number[]) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance. */
function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * The chip's background and text for a badge colour, readable at AA: the operator picks any
 * colour, so a mid-tone one (where neither light nor dark text reaches 4.5:1) is darkened until
 * light text does.
 */
export function badgeInk(hex: string): { bg: string; ink: string } {
  if (!HEX.test(hex)) return { bg: hex, ink: LIGHT_INK };
  if (contrast(hex, LIGHT_INK) >= AA) return { bg: hex, ink: LIGHT_INK };
  if (contrast(hex, DARK_INK) >= AA) return { bg: hex, ink: DARK_INK };
  let rgb = channels(hex);
  let bg = hex;
  while (contrast(bg, LIGHT_INK) < AA) {
    rgb = rgb.map((c) => c * 0.92) as [number, number, number];
    bg = toHex(rgb);
  }
  return { bg, ink: LIGHT_INK };
}

/** A badge colour as text on the parchment (`#fbf3dc` or lighter), darkened until it reads at AA. */
export function badgeTextOnPaper(hex: string, paper = '#fbf3dc'): string {
  if (!HEX.test(hex)) return DARK_INK;
  let rgb = channels(hex);
  let colour = hex;
  while (contrast(colour, paper) < AA) {
    rgb = rgb.map((c) => c * 0.92) as [number, number, number];
    colour = toHex(rgb);
  }
  return colour;
}
