/** subset-font ships no types: the one call the build makes (build/first-screen-font.ts). */
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2'; noLayoutClosure?: boolean },
  ): Promise<Uint8Array>;
}
