import type * as fhir4 from 'fhir/r4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { fhirJsErrors, hl7SchemaErrors, medplumErrors } from '../support/fhir-validator';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { entry, importDocument, sampleDocument, saveDocumentOk } from '../documents/document-api';
import { exportFhirOk, importFhir, observationOf, resourcesOf } from './fhir-api';

const icfSystem = 'http://hl7.org/fhir/sid/icf';

/** Every info field filled, text that needs escaping in XHTML and JSON, every kind of code and qualifier. */
const fullDocument = sampleDocument({
  manager: 'Lee, PT',
  perspective_ap: '<걷기> & "계단" 오르기\n\n둘째 문단',
  personal_factor: "퇴직 교사, 'active'",
  data: {
    ...sampleDocument().data,
    d455: entry({ q2: '1', desc: 'capacity only, no performance' }),
    b134: entry({ s1: true, desc: 'sources and a note, no rating' }),
  },
});

describe.each(testDatabaseKinds)('FHIR export and import on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let documentId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
    bob = await registerUser(server);
    documentId = await saveDocumentOk(server, alice.token, fullDocument);
  });
  afterAll(() => server.close());

  it('round-trips: export with the name, import, and the new document has the same info fields and codes', async () => {
    const original = await importDocument(server, alice.token, documentId);
    const bundle = await exportFhirOk(server, alice.token, documentId, '?include_name=true');

    const response = await importFhir(server, alice.token, bundle);
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    expect(id).not.toBe(documentId);

    const imported = await importDocument(server, alice.token, id);
    expect(imported.info).toEqual(original.info);
    expect(imported.data).toEqual(original.data);
    expect(Object.keys(imported.data).sort()).toEqual(Object.keys(fullDocument.data!).sort());
    expect(imported.sets).toEqual([]);

    // And the import of the import's export is the same again.
    const again = await exportFhirOk(server, alice.token, id, '?include_name=true');
    const second = (await (await importFhir(server, alice.token, again)).json()) as { id: number };
    const secondDocument = await importDocument(server, alice.token, second.id);
    expect(secondDocument.info).toEqual(original.info);
    expect(secondDocument.data).toEqual(original.data);
  });

  it('is pseudonymous by default: the Patient has no name, and the client appears nowhere', async () => {
    const bundle = await exportFhirOk(server, alice.token, documentId);
    const [patient] = resourcesOf(bundle, 'Patient');
    expect(patient).toEqual({ resourceType: 'Patient' });
    expect(JSON.stringify(bundle)).not.toContain('김민수');

    const named = await exportFhirOk(server, alice.token, documentId, '?include_name=true');
    expect(resourcesOf(named, 'Patient')[0]!.name).toEqual([{ text: '김민수' }]);

    const reimported = (await (await importFhir(server, alice.token, bundle)).json()) as { id: number };
    expect((await importDocument(server, alice.token, reimported.id)).info.client).toBe('');
  });

  it('codes each category in the ICF with its qualifiers named, in ICF notation, with sources, note and date', async () => {
    const bundle = await exportFhirOk(server, alice.token, documentId);
    expect(bundle.type).toBe('collection');
    const patientUrl = bundle.entry!.find((item) => item.resource?.resourceType === 'Patient')!.fullUrl;

    const pain = observationOf(bundle, 'b280');
    expect(pain.code.coding).toEqual([
      { system: icfSystem, version: '2005', code: 'b280', display: 'Sensation of pain' },
    ]);
    expect(pain.subject).toEqual({ reference: patientUrl });
    expect(pain.effectiveDateTime).toBe('2024-03-26');
    expect(pain.valueString).toBe('b280.2');
    expect(pain.note).toEqual([{ text: '왼쪽 어깨 통증 (VAS 6/10)' }]);
    expect(
      pain.component?.map((part) => [part.code.coding?.[0]?.code, part.valueInteger ?? part.valueBoolean]),
    ).toEqual([
      ['extent', 2],
      ['case-history', true],
    ]);

    const structure = observationOf(bundle, 's750');
    expect(structure.valueString).toBe('s750.172');
    expect(structure.component?.map((part) => part.code.coding?.[0]?.code)).toEqual([
      'extent',
      'nature',
      'location',
      'clinical-examination',
    ]);
    expect(observationOf(bundle, 'd450').valueString).toBe('d450.32');
    expect(
      observationOf(bundle, 'd450')
        .component?.slice(0, 2)
        .map((part) => part.code.coding?.[0]?.code),
    ).toEqual(['performance', 'capacity']);
    expect(observationOf(bundle, 'e310').valueString).toBe('e310+2');
    expect(observationOf(bundle, 'e310').component?.[0]).toMatchObject({
      code: { coding: [{ code: 'facilitator' }] },
      valueInteger: 2,
    });
    expect(observationOf(bundle, 'e1101').valueString).toBe('e1101.3');
    expect(observationOf(bundle, 'e1101').component?.[0]?.code.coding?.[0]?.code).toBe('barrier');
    // A gap (capacity without performance) has no notation, but its component still names it.
    expect(observationOf(bundle, 'd455').valueString).toBeUndefined();
    expect(observationOf(bundle, 'd455').component?.[0]?.code.coding?.[0]?.code).toBe('capacity');
    // Not rated: a reason for the missing value instead.
    expect(observationOf(bundle, 'b130').dataAbsentReason?.coding?.[0]?.code).toBe('not-performed');

    const [composition] = resourcesOf(bundle, 'Composition');
    const section = composition!.section!.find((item) => item.code?.coding?.[0]?.code === 'perspective_ap');
    expect(section?.title).toBe('perspective on activities and participation');
    expect(section?.text?.div).toBe(
      '<div xmlns="http://www.w3.org/1999/xhtml">&lt;걷기&gt; &amp; &quot;계단&quot; 오르기\n\n둘째 문단</div>',
    );
  });

  it('each validator refuses a deliberately broken Bundle', async () => {
    const bundle = await exportFhirOk(server, alice.token, documentId);
    const broken = structuredClone(bundle);
    const observation = broken.entry!.find((item) => item.resource?.resourceType === 'Observation')!
      .resource as fhir4.Observation & { rating?: number };
    (observation as { status?: string }).status = 'rated';
    delete (observation as { code?: unknown }).code;
    observation.rating = 2;
    const errors = fhirJsErrors(broken);
    expect(errors.some((error) => error.includes('Observation.status'))).toBe(true);
    expect(errors.some((error) => error.includes('Observation.code'))).toBe(true);
    expect(errors.some((error) => error.includes('Observation.rating'))).toBe(true);
    // Each of the three finds it on its own, so none of them passes everything.
    for (const validator of [fhirJsErrors, medplumErrors, hl7SchemaErrors]) {
      expect(validator(bundle)).toEqual([]);
      expect(validator(broken), validator.name).not.toEqual([]);
    }
    // A code outside its required value set: Medplum's validator loads no value sets, the other two do.
    for (const validator of [fhirJsErrors, hl7SchemaErrors]) {
      expect(validator({ ...bundle, type: 'pile' }), validator.name).not.toEqual([]);
    }
    expect(medplumErrors(broken).join('\n')).toMatch(/Observation\.code|resource\.code/);
    expect(hl7SchemaErrors(broken).join('\n')).toMatch(/status|rating/);
  });

  it('refuses non-ICF codes, illegal qualifiers and other resource types with a 422 naming each place', async () => {
    const bundle = await exportFhirOk(server, alice.token, documentId, '?include_name=true');
    const indexOf = (code: string) =>
      bundle.entry!.findIndex(
        (item) =>
          item.resource?.resourceType === 'Observation' &&
          (item.resource as fhir4.Observation).code.coding?.[0]?.code === code,
      );
    const broken = structuredClone(bundle);
    const at = (code: string) => broken.entry![indexOf(code)]!.resource as fhir4.Observation;
    at('b280').code.coding = [{ system: 'http://loinc.org', code: '72514-3' }];
    at('b130').code.coding = [{ system: icfSystem, code: 'b9999' }];
    at('s750').component![0]!.valueInteger = 7;
    at('d450').component![0]!.code.coding![0]!.code = 'nature';
    broken.entry!.push({ resource: { resourceType: 'MedicationRequest' } as unknown as fhir4.FhirResource });

    const response = await importFhir(server, alice.token, broken);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { code: string; errors: Record<string, string[]> };
    expect(body.code).toBe('validation_failed');
    const last = broken.entry!.length - 1;
    expect(body.errors).toEqual({
      [`entry.${indexOf('b280')}.resource.code`]: [
        'The category must be coded in the ICF (http://hl7.org/fhir/sid/icf); "72514-3" is not an ICF category.',
      ],
      [`entry.${indexOf('s750')}.resource.component.0.valueInteger`]: [
        '"7" is not a valid extent qualifier for s750.',
      ],
      [`entry.${indexOf('d450')}.resource.component.0.code`]: [
        'd450 has no nature qualifier, or the qualifier has no whole-number value.',
      ],
      [`entry.${last}.resource.resourceType`]: [
        'A MedicationRequest resource cannot be imported; a bundle holds a Patient, a Composition and Observations.',
      ],
    });

    // Codes in the ICF system that the classification lacks are found once the shape is right.
    const unknownOnly = structuredClone(bundle);
    (unknownOnly.entry![indexOf('b130')]!.resource as fhir4.Observation).code.coding = [
      { system: icfSystem, code: 'b9999' },
    ];
    const unknown = await importFhir(server, alice.token, unknownOnly);
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { errors: unknown }).errors).toEqual({
      [`entry.${indexOf('b130')}.resource.code`]: [
        'The category must be coded in the ICF (http://hl7.org/fhir/sid/icf); "b9999" is not an ICF category.',
      ],
    });
  });

  it('refuses what is not a collection Bundle, and too large a body', async () => {
    const notBundle = await importFhir(server, alice.token, { resourceType: 'Patient' });
    expect(notBundle.status).toBe(422);
    expect(Object.keys(((await notBundle.json()) as { errors: object }).errors)).toEqual([
      'resourceType',
      'type',
    ]);

    const big = await importFhir(server, alice.token, {
      resourceType: 'Bundle',
      type: 'collection',
      entry: [],
      padding: 'x'.repeat(17 * 1024 * 1024),
    });
    expect(big.status).toBe(413);
  });

  it('answers 404 for another user’s document and 401 without a token', async () => {
    for (const path of [
      `/api/document/${documentId}/fhir`,
      `/api/document/${documentId}/fhir?include_name=true`,
    ]) {
      const response = await call(server, 'GET', path, { token: bob.token, locale: 'en' });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ code: 'not_found', message: 'The document does not exist.' });
    }
    expect((await call(server, 'GET', `/api/document/${documentId}/fhir`)).status).toBe(401);
    expect((await call(server, 'POST', '/api/document/import-fhir', { body: {} })).status).toBe(401);
  });
});
