import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { bearer, registerAccount, useEnglish, useToken } from './support/accounts';

/**
 * The FHIR and CSV downloads (decision records 0019, 0020): the dashboard row's "Export FHIR (JSON)" and the dashboard's
 * "Export CSV" save the server's files, with the keyboard too; the write screen offers FHIR for a saved
 * document. One account, registered through the API.
 */
test('downloads a document as FHIR and all documents as CSV from the dashboard and the write screen', async ({
  page,
  context,
  request,
}) => {
  const account = await registerAccount(request, 'interop');
  const saved = await request.post('/api/document/save', {
    headers: bearer(account),
    data: {
      client: '김민수',
      description: 'FHIR e2e',
      evaluation_date: '2024-03-26',
      sets: [],
      data: {
        b280: { q1: '2', q2: '', q3: '', s1: true, s2: false, s3: false, s4: false, desc: '통증, "심함"' },
      },
    },
  });
  expect(saved.status()).toBe(200);
  const { id } = (await saved.json()) as { id: number };
  await useToken(context, account);
  await useEnglish(context);

  await page.goto('/dashboard');
  const fhirLink = page.getByRole('link', {
    name: /^Export FHIR e2e, \d{4}-\d\d-\d\d \d\d:\d\d as FHIR \(JSON\)$/,
  });
  await expect(fhirLink).toHaveText('Export FHIR (JSON)');
  await fhirLink.focus();
  const [fhirDownload] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(fhirDownload.suggestedFilename()).toBe(`icf-document-${id}.fhir.json`);
  const bundle = JSON.parse(readFileSync((await fhirDownload.path())!, 'utf8')) as {
    resourceType: string;
    entry: { resource: { resourceType: string; valueString?: string } }[];
  };
  expect(bundle.resourceType).toBe('Bundle');
  expect(bundle.entry.map((entry) => entry.resource.resourceType)).toEqual([
    'Patient',
    'Composition',
    'Observation',
  ]);
  expect(bundle.entry[2]!.resource.valueString).toBe('b280.2');

  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(csvDownload.suggestedFilename()).toMatch(/^icf-documents-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await csvDownload.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(`${id},김민수,2024-03-26,b280,Body functions,Sensation of pain,`);
  expect(csv).toContain('"통증, ""심함"""');

  // The write screen, once the document is imported into the editor, offers the same FHIR download.
  await page.getByRole('button', { name: 'Import' }).first().click();
  await expect(page).toHaveURL(/\/write$/);
  await expect(
    page.getByTestId('draft-save-status').getByRole('link', { name: 'Export FHIR (JSON)' }),
  ).toHaveAttribute('href', `/api/document/${id}/fhir`);
});
