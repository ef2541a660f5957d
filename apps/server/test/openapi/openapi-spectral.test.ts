import spectralCore, { type RulesetDefinition } from '@stoplight/spectral-core';
import spectralRulesets from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../../src/openapi/openapi-document';

const { Spectral } = spectralCore;
const { oas } = spectralRulesets;

/** Spectral's `spectral:oas` ruleset with its recommended rules (as `spectral lint` runs it), offline. */
async function lint(document: object): Promise<string[]> {
  const spectral = new Spectral();
  // The ruleset package's declared type lacks the optional `extends` the core's type insists on.
  spectral.setRuleset({ extends: [oas as RulesetDefinition] });
  // JSON is YAML: Spectral parses the text and reports each problem at its path.
  const problems = await spectral.run(JSON.stringify(document, null, 2));
  return problems.map(
    (problem) => `${String(problem.code)} at ${problem.path.join('.')}: ${problem.message}`,
  );
}

describe('the OpenAPI description, linted by Spectral (spectral:oas)', () => {
  it('has no error and no warning', async () => {
    expect(await lint(buildOpenApiDocument())).toEqual([]);
  });

  it('names a missing contact, tag and operation description, so the check above can fail', async () => {
    const broken = structuredClone(buildOpenApiDocument()) as unknown as {
      info: { contact?: unknown };
      paths: Record<string, Record<string, { tags?: string[]; description?: string }>>;
    };
    delete broken.info.contact;
    delete broken.paths['/api/document/all']!.get!.tags;
    delete broken.paths['/api/document/all']!.get!.description;
    const rules = (await lint(broken)).map((problem) => problem.split(' ')[0]).sort();
    expect(rules).toEqual(['info-contact', 'operation-description', 'operation-tags']);
  });
});
