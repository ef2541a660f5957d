/** Written by build/first-screen-font.ts: the first screens' cuts of Noto Sans KR (decision record 0039). */
declare module 'virtual:first-screen-font' {
  export const firstScreenFonts: {
    family: string;
    /** Per first screen (`<locale> <path>`, e.g. `kr /`): its cut. */
    screens: Record<
      string,
      {
        /** The characters the cut has, as a CSS unicode-range. */
        unicodeRange: string;
        /** Per weight ('400', '700'), the file's URL. */
        files: Record<string, string>;
      }
    >;
  };
}
