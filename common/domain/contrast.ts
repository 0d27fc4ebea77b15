/**
 * WCAG 2.x contrast ratio between two #RRGGBB colours. The domain palettes (severity badges, map colours)
 * are checked with it, so a colour tweak that breaks AA readability fails a test instead of shipping.
 */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05);
}

/** WCAG AA threshold for normal-size text. */
export const WCAG_AA_TEXT = 4.5;

function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((channel) => linearize(Number.parseInt(channel, 16) / 255));
  return 0.2126 * (red ?? 0) + 0.7152 * (green ?? 0) + 0.0722 * (blue ?? 0);
}

function linearize(channel: number): number {
  return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
}
