/** Written by build/first-load-plugin.ts: the first screens' cut of Noto Sans KR (decision record 0037). */
declare module 'virtual:first-screen-font' {
  export const firstScreenFont: {
    family: string;
    /** The characters the subset has, as a CSS unicode-range. */
    unicodeRange: string;
    /** Per weight ('400', '700'), the file's URL. */
    files: Record<string, string>;
  } | null;
}
