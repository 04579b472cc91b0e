const HEX = /^#([0-9a-f]{6})$/i;

/** A badge's colour when it is a valid `#rrggbb`, else null (the chip falls back to wood). */
export function badgeColour(hex: string | null | undefined): string | null {
  return hex && HEX.test(hex) ? hex : null;
}

/** Dark ink on light badge colours, light ink on dark ones (WCAG-ish luma threshold). */
export function inkFor(hex: string): string {
  const m = HEX.exec(hex);
  if (!m) return '#fff8e6';
  const n = Number.parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? '#3a2a1a' : '#fff8e6';
}
