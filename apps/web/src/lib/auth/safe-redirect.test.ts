import { describe, expect, it } from 'vitest';
import { safeRedirectPath, withRedirect } from './safe-redirect';

const fallback = '/dashboard';

describe('safeRedirectPath', () => {
  it.each(['/write', '/dashboard?page=2', '/settings/profile#top', '/select?x=%2F%2Fevil'])(
    'follows the same-origin path %s',
    (path) => {
      expect(safeRedirectPath(path, fallback)).toBe(path);
    },
  );

  it.each([
    null,
    undefined,
    '',
    'write',
    'https://evil.example/',
    '//evil.example/write',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/write\\..\\x',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    ' /write',
  ])('refuses %o and uses the fallback', (value) => {
    expect(safeRedirectPath(value, fallback)).toBe(fallback);
  });
});

describe('withRedirect', () => {
  it('adds the target as a readable, encoded query parameter', () => {
    expect(withRedirect('/login', '/write')).toBe('/login?redirect=/write');
    expect(withRedirect('/register', '/dashboard?page=2&x=1')).toBe(
      '/register?redirect=/dashboard%3Fpage%3D2%26x%3D1',
    );
    const url = new URL(withRedirect('/login', '/a b?c=d&e'), 'http://site.test');
    expect(url.searchParams.get('redirect')).toBe('/a b?c=d&e');
  });

  it('leaves the path alone without a target', () => {
    expect(withRedirect('/login', null)).toBe('/login');
    expect(withRedirect('/login', '')).toBe('/login');
  });
});
