/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from '../../test/contrast-ratio';

/**
 * WCAG 2.1 AA 1.4.3 and 1.4.11: every colour token that writes text reaches 4.5:1 on every
 * background the app paints text on (the tokens and each light background any stylesheet sets), and the
 * colours of large glyphs and control outlines reach 3:1. Values are read from the stylesheets themselves,
 * so changing a colour there re-runs the check.
 */

const sourceDir = fileURLToPath(new URL('..', import.meta.url));
const stylesheets = readdirSync(sourceDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(`${sourceDir}/${file}`, 'utf8'));
const globalCss = readFileSync(new URL('./global.css', import.meta.url), 'utf8');

function rootTokens(css: string): Map<string, string> {
  const root = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
  const tokens = new Map<string, string>();
  for (const [, name, value] of root.matchAll(/(--[\w-]+):\s*(#[0-9a-fA-F]{3,6})\s*;/g))
    tokens.set(name!, value!);
  return tokens;
}

const tokens = rootTokens(globalCss);
function token(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`global.css defines no colour ${name}`);
  return value;
}

/** Light backgrounds set as literals in any stylesheet (tinted rows, notices, panels): text sits on them. */
const lightBackgrounds = [
  ...new Set(
    stylesheets.flatMap((css) =>
      [...css.matchAll(/background(?:-color)?:\s*(#[0-9a-fA-F]{3,6})\b/g)].map((match) =>
        match[1]!.toLowerCase(),
      ),
    ),
  ),
].filter((colour) => relativeLuminance(colour) > 0.7);

const textTokens = [
  '--color-text',
  '--color-muted',
  '--color-primary',
  '--color-primary-dark',
  '--color-danger',
  '--color-success',
  '--color-b',
  '--color-s',
  '--color-d',
  '--color-e',
];
const backgrounds = [
  ['--color-surface', token('--color-surface')],
  ['--color-background', token('--color-background')],
  ...lightBackgrounds.map((colour) => [colour, colour]),
] as const;

describe('contrastRatio', () => {
  it('follows the WCAG definition', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ffffff', '#777')).toBe(contrastRatio('#777', '#ffffff'));
  });

  it('finds the failure the issue reported: the old environmental colour on white', () => {
    expect(contrastRatio('#b8641b', '#ffffff')).toBeLessThan(4.5);
  });

  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('orange', '#fff')).toThrow(/Not a #rgb/);
  });
});

describe('colour tokens', () => {
  it('reads the tokens and the tinted backgrounds from the stylesheets', () => {
    expect(tokens.size).toBeGreaterThan(10);
    expect(lightBackgrounds).toContain('#eef6f9');
  });

  for (const text of textTokens) {
    for (const [backgroundName, background] of backgrounds) {
      it(`${text} on ${backgroundName} reaches 4.5:1`, () => {
        expect(contrastRatio(token(text), background)).toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  for (const fill of ['--color-primary', '--color-primary-dark', '--color-danger']) {
    it(`white text on ${fill} (buttons) reaches 4.5:1`, () => {
      expect(contrastRatio('#ffffff', token(fill))).toBeGreaterThanOrEqual(4.5);
    });
  }

  for (const outline of ['--color-control-border', '--color-primary', '--color-warning']) {
    for (const [backgroundName, background] of backgrounds) {
      it(`${outline} (outlines, large glyphs) on ${backgroundName} reaches 3:1`, () => {
        expect(contrastRatio(token(outline), background)).toBeGreaterThanOrEqual(3);
      });
    }
  }
});
