import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, bearer, registerAccount, useEnglish, useToken, type Account } from './support/accounts';
import { expectNoSeriousAxeViolation, saveFromWriteScreen } from './support/pages';
import { setToggle } from './support/core-set-toggle';
import { mailedLink, verificationLink, verifyEmail } from './support/outbox';

/** Every screen is checked in both locales, at the desk's and the phone's size. */
const localesAndViewports = (['kr', 'en'] as const).flatMap((locale) =>
  [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ].map((viewport) => ({ locale, viewport })),
);

/** A team made by `owner` through the API, with `owner` as its first member in `discipline`; answers its id. */
async function createTeam(
  api: APIRequestContext,
  owner: Account,
  name: string,
  discipline: string,
): Promise<number> {
  const team = await api.post('/api/team', { headers: bearer(owner), data: { name, discipline } });
  expect(team.status()).toBe(201);
  return ((await team.json()) as { id: number }).id;
}

/** The link of the newest invitation mail to `email` in the outbox. */
async function invitationLink(email: string): Promise<string> {
  return (await mailedLink(email, /https?:\/\/[^\s"<>]+\/teams\/join\?token=[A-Za-z0-9_-]+/)).href;
}

test('an owner invites by e-mail, the member accepts the link, and both work on the team’s client', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const owner: Account = await registerAccount(api, 'team-owner');
  const member: Account = await registerAccount(api, 'team-member');
  const created = await api.post('/api/client', {
    headers: bearer(owner),
    data: { display_name: 'Team client' },
  });
  expect(created.status()).toBe(201);
  const client = (await created.json()) as { id: number };
  const saved = await api.post('/api/document/save', {
    headers: bearer(owner),
    data: { client_id: client.id, description: 'first evaluation', sets: [], data: {} },
  });
  expect(saved.status()).toBe(200);

  const ownerContext = await browser.newContext();
  await useEnglish(ownerContext);
  await useToken(ownerContext, owner);
  const ownerPage = await ownerContext.newPage();
  await ownerPage.goto('/teams');
  await ownerPage.getByLabel('Team name').fill('Ward 3');
  await ownerPage.getByLabel('Your discipline').selectOption('physician');
  await ownerPage.getByRole('button', { name: 'Create the team' }).click();
  await ownerPage.getByRole('link', { name: 'Ward 3' }).click();
  await expect(ownerPage.getByRole('heading', { level: 1, name: 'Ward 3' })).toBeVisible();
  const teamPath = new URL(ownerPage.url()).pathname;
  await ownerPage.getByLabel('E-mail address').fill(member.email);
  await ownerPage.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(ownerPage.getByText(`An invitation has been sent to ${member.email}`)).toBeVisible();
  await expectNoSeriousAxeViolation(ownerPage);

  // The member follows the mailed link, names their discipline and accepts.
  const link = new URL(await invitationLink(member.email));
  const memberContext = await browser.newContext();
  await useEnglish(memberContext);
  await useToken(memberContext, member);
  const memberPage = await memberContext.newPage();
  // Only a verified address accepts: the member follows the verification mail first.
  const verify = await verificationLink(member);
  await memberPage.goto(`${verify.pathname}${verify.search}`);
  await expect(memberPage.getByText('Your e-mail address has been verified.')).toBeVisible();
  await memberPage.goto(`${link.pathname}${link.search}`);
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Join a team' })).toBeVisible();
  await expectNoSeriousAxeViolation(memberPage);
  await memberPage.getByLabel('Your discipline').selectOption('physiotherapy');
  await memberPage.getByRole('button', { name: 'Accept the invitation' }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Ward 3' })).toBeVisible();
  const members = memberPage.locator('.team-members tbody tr');
  await expect(members).toHaveCount(2);
  await expect(members.filter({ hasText: owner.name })).toContainText('Physician');
  await expect(members.filter({ hasText: member.name })).toContainText('Physiotherapy');

  // The owner moves the client into the team (asked first); the member sees its document in the team's list.
  await ownerPage.goto(`/clients/${client.id}`);
  await ownerPage.getByRole('button', { name: 'Move into the team' }).click();
  await ownerPage.getByRole('alertdialog').getByRole('button', { name: 'Move into the team' }).click();
  await expect(ownerPage.getByText('This client belongs to the team Ward 3')).toBeVisible();
  await expectNoSeriousAxeViolation(ownerPage);

  await memberPage.goto('/dashboard');
  await memberPage.getByLabel('Show').selectOption({ label: 'Team: Ward 3' });
  await expect(memberPage.getByRole('cell', { name: 'first evaluation', exact: true })).toBeVisible();
  await memberPage.goto('/clients');
  await memberPage.getByLabel('Show').selectOption({ label: 'Team: Ward 3' });
  await expect(memberPage.getByRole('link', { name: 'Team client' })).toBeVisible();

  // The owners' access log names who opened which client and document, by name and id.
  const documentId = ((await saved.json()) as { id: number }).id;
  expect((await api.get(`/api/document/${documentId}`, { headers: bearer(member) })).status()).toBe(200);
  await ownerPage.goto(teamPath);
  const opened = ownerPage
    .locator('section[aria-labelledby="team-access-log-title"] tbody tr')
    .filter({ hasText: 'Opened the document' });
  await expect(opened).toContainText(member.name);
  await expect(opened).toContainText(
    `Team client (client ${client.id}) · first evaluation (document ${documentId})`,
  );

  await ownerContext.close();
  await memberContext.close();
  await api.dispose();
});

for (const { locale, viewport } of localesAndViewports) {
  test(`the teams pages have no serious axe violation (${locale}, ${viewport.width}×${viewport.height})`, async ({
    page,
    context,
    playwright,
  }) => {
    await page.setViewportSize(viewport);
    const api = await playwright.request.newContext({ baseURL: baseUrl() });
    const owner = await registerAccount(api, 'team-axe');
    const id = await createTeam(api, owner, '재활 3병동', 'nursing');
    // A team client opened once, so that the access log has an entry to show.
    const created = await api.post('/api/client', {
      headers: bearer(owner),
      data: { display_name: '김민수' },
    });
    const client = (await created.json()) as { id: number };
    const moved = await api.post(`/api/client/${client.id}/team`, {
      headers: bearer(owner),
      data: { team_id: id },
    });
    expect(moved.status()).toBe(200);
    expect((await api.get(`/api/client/${client.id}`, { headers: bearer(owner) })).status()).toBe(200);
    await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
    await useToken(context, owner);
    for (const target of ['/teams', `/teams/${id}`, '/teams/join?token=unused']) {
      await page.goto(target);
      await expect(page.locator('main h1').first()).toBeVisible();
      await expectNoSeriousAxeViolation(page);
    }
    await page.goto(`/teams/${id}`);
    await expect(
      page.locator('section[aria-labelledby="team-access-log-title"] tbody tr').first(),
    ).toContainText(locale === 'kr' ? `김민수 (대상자 ${client.id})` : `김민수 (client ${client.id})`);
    await page.goto(`/teams/${id}`);
    await page.locator('.button.danger').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await api.dispose();
  });
}

test('two members plan their own categories of one team evaluation; the meeting view and the intervention table show both disciplines', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const physician = await registerAccount(api, 'team-physician');
  const physiotherapist = await registerAccount(api, 'team-pt');
  const teamId = await createTeam(api, physician, 'Stroke unit', 'physician');
  const invited = await api.post(`/api/team/${teamId}/invitations`, {
    headers: bearer(physician),
    data: { email: physiotherapist.email },
  });
  expect(invited.status()).toBe(201);
  const token = new URL(await invitationLink(physiotherapist.email)).searchParams.get('token');
  await verifyEmail(api, physiotherapist);
  const accepted = await api.post('/api/team/invitation/accept', {
    headers: bearer(physiotherapist),
    data: { token, discipline: 'physiotherapy' },
  });
  expect(accepted.status()).toBe(200);
  const created = await api.post('/api/client', {
    headers: bearer(physician),
    data: { display_name: 'Meeting client' },
  });
  const clientId = ((await created.json()) as { id: number }).id;
  expect(
    (
      await api.post(`/api/client/${clientId}/team`, {
        headers: bearer(physician),
        data: { team_id: teamId },
      })
    ).status(),
  ).toBe(200);
  expect(
    (
      await api.put(`/api/client/${clientId}/goals`, {
        headers: bearer(physician),
        data: { global: 'Home without help' },
      })
    ).status(),
  ).toBe(200);

  /** Rates `code`, makes it a target related to the global goal and names the discipline and interventions. */
  async function planCategory(page: Page, code: string, discipline: string, interventions: string) {
    const block = page.locator(`#docu_${code}`);
    await block.getByLabel('Extent of impairment').selectOption('2');
    await block.getByLabel('Intervention target').check();
    await block.getByLabel('Target qualifier').selectOption('1');
    await block.getByText('Goal relation and interventions').click();
    await block.getByRole('checkbox', { name: /Global goal/ }).check();
    await block.getByLabel(discipline).check();
    await block.getByLabel('Interventions').fill(interventions);
  }
  // The physiotherapist starts the evaluation for the team's client and plans b280.
  const ptContext = await browser.newContext();
  await useEnglish(ptContext);
  await useToken(ptContext, physiotherapist);
  const ptPage = await ptContext.newPage();
  await ptPage.goto('/select');
  await ptPage.getByRole('button', { name: setToggle('ICF Generic Set') }).click();
  await ptPage.locator('.select-actions .button.primary').click();
  await ptPage.getByLabel('Saved client').selectOption({ label: 'Meeting client' });
  await planCategory(ptPage, 'b280', 'Physiotherapy', 'Graded activity');
  await saveFromWriteScreen(ptPage, 'Team evaluation');

  // The physician opens the same evaluation from the team's list and plans b152.
  const mdContext = await browser.newContext();
  await useEnglish(mdContext);
  await useToken(mdContext, physician);
  const mdPage = await mdContext.newPage();
  await mdPage.goto(`/dashboard?team=${teamId}`);
  await mdPage
    .locator('tbody tr')
    .filter({ hasText: 'Team evaluation' })
    .getByRole('button', { name: 'Import' })
    .click();
  await expect(mdPage).toHaveURL(/\/write$/);
  await planCategory(mdPage, 'b152', 'Physician', 'Medication review');
  await saveFromWriteScreen(mdPage, 'Team evaluation');

  // One document, two versions by two authors; the meeting view and the intervention table show both parts.
  const listed = await api.get(`/api/document/all?team_id=${teamId}`, { headers: bearer(physician) });
  const documents = ((await listed.json()) as { data: { id: number }[] }).data;
  expect(documents).toHaveLength(1);
  const versions = await api.get(`/api/document/${documents[0]!.id}/versions`, {
    headers: bearer(physician),
  });
  expect(((await versions.json()) as { data: { author: string }[] }).data.map((row) => row.author)).toEqual([
    physician.name,
    physiotherapist.name,
  ]);
  await mdPage.setViewportSize({ width: 1920, height: 1080 });
  await mdPage.goto(`/clients/${clientId}/meeting`);
  await expect(mdPage.locator('.meeting-table tr[data-code="b280"]')).toContainText('Physiotherapy');
  // On a projector the meeting view uses the screen's whole width, and its columns stand apart.
  const table = await mdPage.locator('.meeting-table').boundingBox();
  expect(table!.width).toBeGreaterThan(1920 * 0.9);
  const gaps = await mdPage
    .locator('.meeting-table tr[data-code="b280"] td')
    .evaluateAll((cells) => cells.map((cell) => parseFloat(getComputedStyle(cell).paddingLeft)));
  for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(16);
  await expect(mdPage.locator('.meeting-table tr[data-code="b152"]')).toContainText('Physician');
  await ptPage.goto(`/clients/${clientId}/interventions`);
  const [download] = await Promise.all([
    ptPage.waitForEvent('download'),
    ptPage.getByRole('button', { name: 'Download the intervention table' }).click(),
  ]);
  const text = execFileSync('pdftotext', ['-raw', '-enc', 'UTF-8', await download.path(), '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
  for (const expected of [
    'b280',
    'Physiotherapy',
    'Graded activity',
    'b152',
    'Physician',
    'Medication review',
  ]) {
    expect(text).toContain(expected);
  }
  await ptContext.close();
  await mdContext.close();
  await api.dispose();
});

/** A category's entry as the save call takes it: `patch` over an empty one. */
function entry(patch: Record<string, unknown> = {}) {
  return { q1: '', q2: '', q3: '', s1: false, s2: false, s3: false, s4: false, desc: '', ...patch };
}

/**
 * A client of team `teamId` and its evaluation, saved by `owner`, with b130 assigned to nobody, b152 to the
 * physician (rated 2, from the case history, with a description), b280 to physiotherapy and b710 (a bubble
 * of the visual tool) to the physician: ICF order b130, b152, b280, b710. Answers the document's id.
 */
async function assignedEvaluation(api: APIRequestContext, owner: Account, teamId: number): Promise<number> {
  const created = await api.post('/api/client', {
    headers: bearer(owner),
    data: { display_name: 'Kim Minji' },
  });
  const clientId = ((await created.json()) as { id: number }).id;
  const moved = await api.post(`/api/client/${clientId}/team`, {
    headers: bearer(owner),
    data: { team_id: teamId },
  });
  expect(moved.status()).toBe(200);
  const saved = await api.post('/api/document/save', {
    headers: bearer(owner),
    data: {
      client_id: clientId,
      description: 'Assigned evaluation',
      sets: [],
      data: {
        b130: entry({ q1: '1' }),
        b152: entry({ q1: '2', s1: true, desc: 'Low mood since the stroke', disciplines: ['physician'] }),
        b280: entry({ disciplines: ['physiotherapy'] }),
        b710: entry({ q1: '1', disciplines: ['physician'] }),
      },
    },
  });
  expect(saved.status()).toBe(200);
  return ((await saved.json()) as { id: number }).id;
}

/** Opens the team's evaluation from the dashboard's team list on the write screen. */
async function importTeamEvaluation(page: Page, teamId: number, importLabel: string): Promise<void> {
  await page.goto(`/dashboard?team=${teamId}`);
  await page
    .locator('tbody tr')
    .filter({ hasText: 'Assigned evaluation' })
    .getByRole('button', { name: importLabel })
    .click();
  await expect(page).toHaveURL(/\/write$/);
}

test('a physiotherapist sees their own category first, the unassigned next, and the physician’s read-only until Edit', async ({
  browser,
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  const physician = await registerAccount(api, 'own-first-md');
  const physiotherapist = await registerAccount(api, 'own-first-pt');
  const teamId = await createTeam(api, physician, 'Neuro rehab', 'physician');
  await api.post(`/api/team/${teamId}/invitations`, {
    headers: bearer(physician),
    data: { email: physiotherapist.email },
  });
  const token = new URL(await invitationLink(physiotherapist.email)).searchParams.get('token');
  await verifyEmail(api, physiotherapist);
  const accepted = await api.post('/api/team/invitation/accept', {
    headers: bearer(physiotherapist),
    data: { token, discipline: 'physiotherapy' },
  });
  expect(accepted.status()).toBe(200);
  const documentId = await assignedEvaluation(api, physician, teamId);

  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  await useEnglish(context);
  await useToken(context, physiotherapist);
  const page = await context.newPage();
  await importTeamEvaluation(page, teamId, 'Import');

  // Own first, unassigned next, the physician's last: not the ICF order b130, b152, b280.
  const list = page.locator('.code-blocks');
  await expect(list.getByRole('heading', { level: 3 })).toHaveText([
    'Your categories (Physiotherapy)',
    'Not yet assigned',
    'Other disciplines’ categories',
  ]);
  const blockIds = () => list.locator('.code-block').evaluateAll((blocks) => blocks.map((block) => block.id));
  expect(await blockIds()).toEqual(['docu_b280', 'docu_b130', 'docu_b152', 'docu_b710']);
  const own = page.locator('#docu_b280');
  const unassigned = page.locator('#docu_b130');
  const others = page.locator('#docu_b152');
  await expect(own.getByRole('combobox')).not.toHaveCount(0);
  await expect(unassigned.getByRole('combobox')).not.toHaveCount(0);

  // The physician's category is text and one Edit button: its rating, source, description and plan.
  await expect(others.getByRole('combobox')).toHaveCount(0);
  await expect(others.getByRole('textbox')).toHaveCount(0);
  await expect(others.getByRole('checkbox')).toHaveCount(0);
  await expect(others.getByRole('button')).toHaveCount(1);
  for (const text of [
    'Extent of impairment',
    '2 Moderate',
    'Case history',
    'Low mood since the stroke',
    'Physician',
  ]) {
    await expect(others).toContainText(text);
  }

  await expect(page.getByText('All changes saved.')).toBeVisible();

  // By keyboard: from the block's title, Tab reaches Edit; Enter makes the block editable and focuses its rating.
  await others.locator('.code-block-title').focus();
  await page.keyboard.press('Tab');
  const edit = others.getByRole('button', { name: 'Edit b152 Emotional functions' });
  await expect(edit).toBeFocused();
  await page.keyboard.press('Enter');
  const extent = others.getByLabel('Extent of impairment');
  await expect(extent).toBeFocused();
  await expect(extent).toHaveValue('2');
  await expect(others.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  // Unlocking changed nothing: the draft is still as saved.
  await expect(page.getByText('All changes saved.')).toBeVisible();
  await extent.selectOption('3');

  // Handing the own category to the physician moves it to the others' group, still editable and focused.
  await own.getByText('Goal relation and interventions').click();
  await own.getByLabel('Physician').check();
  const physiotherapy = own.getByLabel('Physiotherapy');
  await physiotherapy.focus();
  await page.keyboard.press('Space');
  await expect(physiotherapy).not.toBeChecked();
  expect(await blockIds()).toEqual(['docu_b130', 'docu_b152', 'docu_b280', 'docu_b710']);
  await expect(physiotherapy).toBeFocused();
  await expect(own.getByRole('combobox')).not.toHaveCount(0);
  await page.keyboard.press('Space');
  await own.getByLabel('Physician').uncheck();
  expect(await blockIds()).toEqual(['docu_b280', 'docu_b130', 'docu_b152', 'docu_b710']);
  await saveFromWriteScreen(page, 'Assigned evaluation');

  const saved = await api.get(`/api/document/${documentId}`, { headers: bearer(physician) });
  const { data } = (await saved.json()) as { data: Record<string, { q1: string; disciplines?: string[] }> };
  expect(data.b152).toMatchObject({ q1: '3', disciplines: ['physician'] });
  expect(data.b280).toMatchObject({ q1: '', disciplines: ['physiotherapy'] });
  expect(data.b130?.q1).toBe('1');

  // A new visit locks the physician's category again; typing in another block re-renders no other block.
  // Until the client lists tell whose categories are whose, the form shows no block (none to type in and then
  // see moved or locked), not every block editable.
  let releaseClientLists!: () => void;
  const clientListsHeld = new Promise<void>((resolve) => (releaseClientLists = resolve));
  const clientLists = /\/api\/client\/all/;
  await page.route(clientLists, async (route) => {
    await clientListsHeld;
    await route.continue();
  });
  await page.reload();
  await expect(list).toHaveAttribute('aria-busy', 'true');
  await expect(list).toContainText('Loading…');
  await expect(list.locator('.code-block')).toHaveCount(0);
  releaseClientLists();
  await expect(others.getByRole('button', { name: 'Edit b152 Emotional functions' })).toBeVisible();
  await expect(list).not.toHaveAttribute('aria-busy', 'true');
  await page.unroute(clientLists);
  const blockRenders = () =>
    page.evaluate(() =>
      Object.fromEntries(
        (window as unknown as { __icfBlockRenders?: Map<string, number> }).__icfBlockRenders ?? new Map(),
      ),
    );
  const before = await blockRenders();
  const description = unassigned.getByLabel('Problem description');
  await description.pressSequentially('tires quickly');
  await expect(description).toHaveValue('tires quickly');
  await own.getByLabel('Extent of impairment').selectOption('1');
  const after = await blockRenders();
  expect(after.b130).toBeGreaterThan(before.b130!);
  expect(after.b280).toBeGreaterThan(before.b280!);
  expect(after.b152).toBe(before.b152);

  // A locked category has no remove button of its own; the sidebar's modify mode removes it, with Undo.
  await page.getByRole('switch', { name: 'Modify' }).check();
  await expect(others.getByRole('button')).toHaveCount(1);
  await page
    .locator('.selected-code-nav')
    .getByRole('button', { name: 'Remove b152 Emotional functions' })
    .click();
  await expect(others).toHaveCount(0);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText('1 rated code removed');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(others.getByRole('button', { name: 'Edit b152 Emotional functions' })).toBeVisible();
  await expect(others).toContainText('3 Severe');

  // The visual tool shows the physician's b710 and offers no rating for it.
  await page.goto('/others/visual');
  await page.getByRole('button', { name: 'b710 Mobility of joint functions, rated 1' }).click();
  const dialog = page.getByRole('dialog', { name: /b710 Mobility of joint functions/ });
  await expect(dialog).toContainText('this category is assigned to Physician');
  await expect(dialog).toContainText('Now: 1');
  await expect(dialog.getByRole('button')).toHaveText(['Close']);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await context.close();
  await api.dispose();
});

for (const { locale, viewport } of localesAndViewports) {
  test(`a team member's grouped write screen has no serious axe violation (${locale}, ${viewport.width}×${viewport.height})`, async ({
    page,
    context,
    playwright,
  }) => {
    await page.setViewportSize(viewport);
    const api = await playwright.request.newContext({ baseURL: baseUrl() });
    const physician = await registerAccount(api, 'own-first-axe');
    const teamId = await createTeam(api, physician, '신경 재활팀', 'physician');
    await assignedEvaluation(api, physician, teamId);
    await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
    await useToken(context, physician);
    await importTeamEvaluation(page, teamId, locale === 'kr' ? '불러오기' : 'Import');
    await expect(page.locator('.code-blocks').getByRole('heading', { level: 3 })).toHaveText(
      locale === 'kr'
        ? ['내 담당 범주 (의사)', '담당이 정해지지 않은 범주', '다른 직종의 범주']
        : ['Your categories (Physician)', 'Not yet assigned', 'Other disciplines’ categories'],
    );
    await expect(page.locator('#docu_b280 .code-block-edit')).toBeVisible();
    await expectNoSeriousAxeViolation(page);
    await api.dispose();
  });
}
