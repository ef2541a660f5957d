/**
 * WCAG 2.1 contrast ratio of two sRGB colours written as #rgb or #rrggbb: (L1 + 0.05) / (L2 + 0.05) of their
 * relative luminances, lighter first, from 1 (same colour) to 21 (black on white).
 */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort(
    (a, b) => b - a,
  );
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Relative luminance (WCAG 2.1 definition) of a #rgb or #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = channelsOf(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

function channelsOf(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`Not a #rgb or #rrggbb colour: ${hex}`);
  const digits = match[1]!.length === 3 ? [...match[1]!].map((digit) => digit + digit).join('') : match[1]!;
  return [0, 2, 4].map((start) => parseInt(digits.slice(start, start + 2), 16)) as [number, number, number];
}
