// Types of build-when-stale.mjs, for the TypeScript that imports it (the server suites' global setup).
export interface Build {
  name: string;
  output: string;
  sources: string[];
  command: string[];
}

export const repositoryRoot: string;
export const webBuild: Build;
export const serverBuild: Build;
export function requireSupportedNode(): void;
export function buildWhenStale(builds: Build[], options: { why: string; quiet?: boolean }): void;
