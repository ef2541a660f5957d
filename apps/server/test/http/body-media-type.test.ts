import { describe, expect, it } from 'vitest';
import type { AppError } from '../../src/errors/app-error';
import { requireBodyMediaType } from '../../src/http/body-media-type';

function statusOf(run: () => void): number | 'read' {
  try {
    run();
    return 'read';
  } catch (error) {
    return (error as AppError).status;
  }
}

describe('the media type a body route reads', () => {
  it('reads JSON, with parameters and any +json type (the FHIR import takes application/fhir+json)', () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/FHIR+JSON']) {
      expect(statusOf(() => requireBodyMediaType('json', type, 10))).toBe('read');
    }
  });

  it('refuses text, a form or no type for a JSON body with 415', () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', '', 'application/jsonx']) {
      expect(statusOf(() => requireBodyMediaType('json', type, 10))).toBe(415);
    }
  });

  it('reads both form encodings for the download and copy, and refuses JSON there', () => {
    expect(statusOf(() => requireBodyMediaType('form', 'multipart/form-data; boundary=x', 10))).toBe('read');
    expect(statusOf(() => requireBodyMediaType('form', 'application/x-www-form-urlencoded', 10))).toBe(
      'read',
    );
    expect(statusOf(() => requireBodyMediaType('form', 'application/json', 10))).toBe(415);
  });

  it('has nothing to check in an empty body', () => {
    expect(statusOf(() => requireBodyMediaType('json', 'text/plain', 0))).toBe('read');
  });
});
