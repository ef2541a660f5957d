import type * as fhir4 from 'fhir/r4';
import { clientGoalIds, type ClientGoals } from '../rehab-cycle/client-goals';
import { compareIcfCodes } from '../icf/code-kind';
import { anonymizeText } from '../suggestions/anonymize-text';
import {
  fhirDocumentResources,
  fhirPatientEntry,
  icfCoding,
  type FhirEntry,
  type FhirExportInput,
  type FhirExportOptions,
} from './document-to-fhir-bundle';
import { fhirClientGoalDisplay, fhirQualifierKindDisplay, fhirQualifierOf } from './fhir-document-vocabulary';
import { bundleIdentifierSystem, projectCodeSystemUrl } from './fhir-systems';

export interface FhirClientSeriesInput {
  client: { identifier: string; name: string };
  /** The client's rehabilitation goals (decision record 0034); '' where a goal is not set. */
  goals: ClientGoals;
  /** The client's evaluations, in date order. */
  evaluations: FhirExportInput[];
}

/**
 * A client's whole series as one FHIR R4 Bundle of type `collection` (decision record 0048): one Patient, the
 * client's goals as Goal resources, then each evaluation in date order as the single-document export writes
 * it (a Composition and its Observations, about the same Patient), the Composition listing its Observations
 * in a section, and each category's intervention target as a Goal that addresses the category's Observation.
 */
export function clientSeriesToFhirBundle(
  series: FhirClientSeriesInput,
  options: FhirExportOptions,
): fhir4.Bundle {
  const patient = fhirPatientEntry(series.client, options);
  const subject: fhir4.Reference = { reference: patient.fullUrl };
  const managers = [...new Set(series.evaluations.map((evaluation) => evaluation.info.manager))];
  const goalText = (text: string) =>
    options.includeName
      ? text
      : managers.reduce(
          (written, manager) =>
            anonymizeText(written, { client: series.client.name, manager }, options.neutralWords),
          anonymizeText(text, { client: series.client.name, manager: '' }, options.neutralWords),
        );

  const clientGoals: FhirEntry<fhir4.Goal>[] = clientGoalIds
    .filter((id) => series.goals[id].trim() !== '')
    .map((id) => ({
      fullUrl: `urn:uuid:${options.newUuid()}`,
      resource: {
        resourceType: 'Goal',
        lifecycleStatus: 'active',
        category: [
          {
            coding: [
              {
                system: projectCodeSystemUrl(options.appUrl, 'client-goal'),
                code: id,
                display: fhirClientGoalDisplay[id],
              },
            ],
          },
        ],
        description: { text: goalText(series.goals[id]) },
        subject,
      },
    }));

  const entries: FhirEntry<fhir4.FhirResource>[] = [patient, ...clientGoals];
  for (const evaluation of series.evaluations) {
    const { composition, observations } = fhirDocumentResources(evaluation, subject, options);
    if (observations.length > 0) {
      (composition.resource.section ??= []).push({
        title: 'ICF categories',
        entry: observations.map((observation) => ({ reference: observation.fullUrl })),
      });
    }
    entries.push(composition, ...observations, ...targetsOf(evaluation, observations, subject, options));
  }

  return {
    resourceType: 'Bundle',
    identifier: { system: bundleIdentifierSystem(options.appUrl), value: options.newUuid() },
    type: 'collection',
    timestamp: options.timestamp,
    entry: entries,
  };
}

/**
 * Each category's intervention target (decision 0018) as a Goal: the qualifier kind as its category (in the
 * served `qualifier-kind` system), the category as the measure, the magnitude aimed for.
 */
function targetsOf(
  evaluation: FhirExportInput,
  observations: FhirEntry<fhir4.Observation>[],
  subject: fhir4.Reference,
  options: FhirExportOptions,
): FhirEntry<fhir4.Goal>[] {
  const codes = Object.keys(evaluation.data).sort(compareIcfCodes);
  return codes.flatMap((code, index) => {
    const goal = evaluation.data[code]!.goal;
    const target = goal ? fhirQualifierOf(code, goal.slot, goal.value) : null;
    if (!goal || !target || target.value.form !== 'magnitude') return [];
    const title = options.englishTitle(code);
    const kind = fhirQualifierKindDisplay[target.kind];
    return [
      {
        fullUrl: `urn:uuid:${options.newUuid()}`,
        resource: {
          resourceType: 'Goal',
          lifecycleStatus: 'active',
          // The qualifier the target is about (a barrier or a facilitator reads apart only here).
          category: [
            {
              coding: [
                {
                  system: projectCodeSystemUrl(options.appUrl, 'qualifier-kind'),
                  code: target.kind,
                  display: kind,
                },
              ],
            },
          ],
          description: { text: `${code}${title ? ` ${title}` : ''}: ${kind} ${goal.value}` },
          subject,
          target: [
            {
              measure: { coding: [icfCoding(code, title, options)], text: kind },
              detailInteger: target.value.value,
              ...(goal.date !== '' ? { dueDate: goal.date } : {}),
            },
          ],
          addresses: [{ reference: observations[index]!.fullUrl }],
        },
      },
    ];
  });
}
