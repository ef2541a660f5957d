/**
 * How often each code block has rendered (committed), by code. Exposed as `window.__icfBlockRenders` so an
 * end-to-end test and the benchmark can check that typing in one block leaves the others alone. It costs
 * one Map entry per code, so it stays on in production.
 */
export const blockRenders = new Map<string, number>();

declare global {
  interface Window {
    __icfBlockRenders?: Map<string, number>;
  }
}

if (typeof window !== 'undefined') window.__icfBlockRenders = blockRenders;

export function countBlockRender(code: string): void {
  blockRenders.set(code, (blockRenders.get(code) ?? 0) + 1);
}
