import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import {
  baseUrl,
  uniqueEmail,
  registerAccount,
  useToken,
  useEnglish,
  bearer,
  password,
  type Account,
} from './support/accounts';
import { setToggle } from './support/core-set-toggle';
import { fullBrowserTag } from './support/chromium-launch';
import { extentOf, openNewestOnWriteScreen, ratedEntry } from './support/write-screen';

/**
 * Saved documents (spec §2 Dashboard, §7): save from the write screen, the dashboard list, import, update (a new version
 * of the same document), delete, a visitor's way through login or registration back to the draft, and
 * pagination, and where a save that meets an expired session or a delete leaves the user. It registers 6
 * accounts: 5 through the API, 1 through the register form.
 */

const genericSet = setToggle('ICF Generic Set');

/** A document through the API (requests with an Authorization header need no CSRF header, decision 0006). */
async function createDocument(api: APIRequestContext, account: Account, client: string): Promise<number> {
  const response = await api.post('/api/document/save', {
    headers: bearer(account),
    data: { client, description: `about ${client}`, sets: [], data: {} },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: number }).id;
}

/** Picks the generic set on /select and opens /write (its codes include b280). */
async function startDraft(page: Page, setName: RegExp): Promise<void> {
  await page.goto('/select');
  const toggle = page.getByRole('button', { name: setName });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await page.locator('.select-actions .button.primary').click();
  await expect(page).toHaveURL(/\/write$/);
  await expect(page.locator('#docu_b280')).toBeVisible();
}

/** The URL is exactly this path, without a query (a regex would also match '/login?redirect=/write'). */
function isPath(path: string) {
  return (url: URL) => url.pathname === path && url.search === '';
}

function rows(page: Page) {
  return page.locator('.documents-table tbody tr');
}

function cell(page: Page, row: number, column: number) {
  return rows(page).nth(row).getByRole('cell').nth(column);
}

async function loginThroughForm(page: Page, account: Account): Promise<void> {
  await page.getByRole('textbox', { name: '이메일', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
  await page.getByRole('textbox', { name: '비밀번호', exact: true }).press('Enter');
}

let owner: Account;
let visitor: Account;
let pager: Account;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  owner = await registerAccount(api, 'docs-owner');
  visitor = await registerAccount(api, 'docs-visitor');
  pager = await registerAccount(api, 'docs-pager');
  await api.dispose();
});

test.describe('saved documents', () => {
  test('save, list, import, update as a new version of the same document, delete', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await useEnglish(context);
    await useToken(context, owner);
    await startDraft(page, genericSet);
    await page.getByLabel('Client', { exact: true }).fill('Kim Minji');
    const extent = page.locator('#docu_b280').getByLabel('Extent of impairment');
    await extent.selectOption('2');

    // Save: the prompt asks for a description (max 1000), then 'Save successed.' shows it.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toHaveText('Save document');
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue('');
    await expect(description).toHaveAttribute('maxlength', '1000');
    await description.fill('first visit');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Save successed.');
    await expect(dialog).toContainText('first visit');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    // The draft now belongs to the new document (decision 0009): saving again would update it.
    await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'saved');
    await expect(page.getByTestId('draft-save-status')).toContainText('first visit');

    // The dashboard lists it, numbered 1, with the local creation time.
    await page.goto('/dashboard');
    await expect(page.getByRole('columnheader')).toHaveText([
      '#',
      /Client/,
      'Description',
      /Created date/,
      'Copy for text',
      'Versions',
      'Modify or download',
      'Delete',
      'Suggestion',
    ]);
    await expect(rows(page)).toHaveCount(1);
    await expect(cell(page, 0, 0)).toHaveText('1');
    await expect(cell(page, 0, 1)).toHaveText('Kim Minji');
    await expect(cell(page, 0, 2)).toHaveText('first visit');
    const today = await page.evaluate(() => {
      const now = new Date();
      return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    });
    await expect(cell(page, 0, 3)).toHaveText(new RegExp(`^${today} \\d{2}:\\d{2}$`));

    // The notice is dismissed for good (localStorage showNotify = close).
    const notice = page.getByRole('note');
    await expect(notice).toContainText('kept only in this browser');
    await notice.getByRole('button', { name: 'Close notice' }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('showNotify'))).toBe('close');
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('note')).toHaveCount(0);

    // Copy for text puts the saved document on the clipboard (decision 0010).
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await rows(page).first().getByRole('button', { name: 'Copy' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Document has been copied to clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Client: Kim Minji');
    await dialog.getByRole('button', { name: 'OK' }).click();

    // Empty the draft, so that what /write shows next can only come from the import.
    await page.goto('/write');
    await page.getByRole('button', { name: 'Clear draft' }).click();
    await dialog.getByRole('button', { name: 'Clear', exact: true }).click();
    await page.goto('/select');
    await expect(page.getByTestId('selected-count')).toHaveText('0 selected');

    await page.goto('/dashboard');
    await rows(page).first().getByRole('button', { name: 'Import' }).click();
    await expect(page).toHaveURL(/\/write$/);
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue('Kim Minji');
    await expect(extent).toHaveValue('2');
    await expect(page.getByTestId('draft-save-status')).toContainText('first visit');
    await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'saved');

    // Change a qualifier and save again: the prompt holds the description; the same document is updated.
    await extent.selectOption('3');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(description).toHaveValue('first visit');
    await description.fill('second visit');
    await description.press('Enter');
    await expect(dialog.getByRole('heading')).toHaveText('Save successed.');
    await expect(dialog).toContainText('second visit');
    await dialog.getByRole('button', { name: 'OK' }).click();

    const list = await page.request.get('/api/document/all', { headers: bearer(owner) });
    const listed = (await list.json()) as { total: number; data: { id: number }[] };
    expect(listed.total).toBe(1);
    const id = listed.data[0]!.id;
    const versions = await page.request.get(`/api/document/${id}/versions`, { headers: bearer(owner) });
    expect(((await versions.json()) as { data: unknown[] }).data).toHaveLength(2);
    const saved = await page.request.get(`/api/document/${id}`, { headers: bearer(owner) });
    const document = (await saved.json()) as {
      info: Record<string, string>;
      sets: string[];
      data: Record<string, { q1: string }>;
    };
    expect(document.info.client).toBe('Kim Minji');
    expect(document.info.description).toBe('second visit');
    expect(document.data.b280?.q1).toBe('3');
    expect(document.sets).toHaveLength(1);

    await page.goto('/dashboard');
    await expect(rows(page)).toHaveCount(1);
    await expect(cell(page, 0, 2)).toHaveText('second visit');

    // Importing over a draft with content asks first.
    await rows(page).first().getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Replace the current draft?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Delete: a confirmation (Cancel keeps the document), then the success message and an empty list.
    await rows(page).first().getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Are you sure?');
    await expect(dialog).toContainText("You won't be able to revert this!");
    await expect(dialog.getByRole('button')).toHaveText(['Delete it', 'Cancel']);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveCount(1);

    await rows(page).first().getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Delete it' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Your document has been deleted.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'No saved documents yet' })).toBeVisible();
    // Focus does not fall to the page's body: it is on what took the deleted row's place.
    await expect(page.getByRole('heading', { name: 'No saved documents yet' })).toBeFocused();
    await expect(page.getByRole('link', { name: 'Start a document' })).toHaveAttribute('href', '/select');
    await expect(page.locator('.documents-table')).toHaveCount(0);
    const after = await page.request.get('/api/document/all', { headers: bearer(owner) });
    expect(((await after.json()) as { total: number }).total).toBe(0);

    // The draft no longer points at the deleted document.
    await page.goto('/write');
    await expect(page.getByLabel('Client', { exact: true })).toHaveValue('Kim Minji');
    await expect(page.getByTestId('draft-save-status')).toHaveAttribute('data-state', 'new');
  });

  test(
    'a saved document downloads as any of the four forms and copies as text, straight from its row',
    // The new window shows the PDF in the browser's own viewer, which only the full browser has.
    { tag: fullBrowserTag },
    async ({ page, context }) => {
      await useEnglish(context);
      await useToken(context, visitor);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const response = await page.request.post('/api/document/save', {
        headers: bearer(visitor),
        data: {
          client: 'Row Download',
          description: 'from the dashboard',
          perspective_bf: 'less pain',
          perspective_ap: 'walk alone',
          personal_factor: 'retired',
          sets: [],
          data: { b280: { q1: '3', q2: '', q3: '', s1: true, s2: false, s3: false, s4: false, desc: '' } },
        },
      });
      expect(response.status()).toBe(200);
      await page.goto('/dashboard');
      const row = rows(page).filter({ hasText: 'Row Download' });
      const modal = page.getByRole('dialog', { name: 'Select form' });
      for (const name of [
        /with definitions/,
        /without definitions/,
        /Assessment sheet/,
        /Functioning profile/,
      ]) {
        await row.getByRole('button', { name: /^Download / }).click();
        // The dashboard offers the four PDF forms only; copying has its own column.
        await expect(modal.getByRole('radio')).toHaveCount(4);
        await modal.getByRole('radio', { name }).check();
        const popupOpened = page.waitForEvent('popup');
        await modal.getByRole('button', { name: 'Download' }).click();
        const popup = await popupOpened;
        await popup.waitForURL(/^blob:/);
        const magic = await page.evaluate(async (url) => {
          const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
          return String.fromCharCode(...bytes.slice(0, 5));
        }, popup.url());
        expect(magic).toBe('%PDF-');
        await popup.close();
      }
      // Nothing was imported: the draft is untouched.
      await page.goto('/write');
      await expect(page.getByLabel('Client', { exact: true })).not.toHaveValue('Row Download');

      await page.goto('/dashboard');
      await rows(page).filter({ hasText: 'Row Download' }).getByRole('button', { name: 'Copy' }).click();
      const alert = page.getByRole('alertdialog');
      await expect(alert.getByRole('heading')).toHaveText('Document has been copied to clipboard.');
      const text = await page.evaluate(() => navigator.clipboard.readText());
      expect(text).toContain('Client: Row Download');
      expect(text).toContain('Extent of impairment: 3 Severe');
    },
  );

  test('a visitor who saves is sent to login and comes back to /write with the draft intact', async ({
    page,
  }) => {
    await startDraft(page, setToggle('ICF 일반 세트'));
    await page.getByLabel('대상자', { exact: true }).fill('방문자 홍길동');
    await page.locator('#docu_b280').getByLabel('손상 정도').selectOption('1');
    await page.getByLabel('진단명', { exact: true }).fill('뇌졸중');

    await page.getByRole('button', { name: '저장', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toHaveText('저장하려면 로그인하세요');
    await expect(dialog.getByRole('button')).toHaveText(['로그인', '취소']);
    await dialog.getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=\/write$/);

    await loginThroughForm(page, visitor);
    await expect(page).toHaveURL(isPath('/write'));
    await expect(page.getByLabel('대상자', { exact: true })).toHaveValue('방문자 홍길동');
    await expect(page.getByLabel('진단명', { exact: true })).toHaveValue('뇌졸중');
    await expect(page.locator('#docu_b280').getByLabel('손상 정도')).toHaveValue('1');

    // A refused save says so, with the server's message (here a 422 made up by the test).
    await page.route('**/api/document/save', (route) =>
      route.fulfill({
        status: 422,
        json: { code: 'validation_failed', message: '대상자 항목이 너무 깁니다.', errors: { client: ['x'] } },
      }),
    );
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await dialog.getByRole('textbox', { name: '설명' }).fill('첫 방문');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('저장에 실패했습니다.');
    await expect(dialog).toContainText('대상자 항목이 너무 깁니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await page.unroute('**/api/document/save');

    // The description typed before the failure is kept in the draft.
    await page.getByRole('button', { name: '저장', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: '설명' })).toHaveValue('첫 방문');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('저장되었습니다.');
    await expect(dialog).toContainText('첫 방문');
    await dialog.getByRole('button', { name: '확인' }).click();

    const list = await page.request.get('/api/document/all', { headers: bearer(visitor) });
    const listed = (await list.json()) as { data: { client: string; description: string }[] };
    expect(listed.data).toContainEqual(
      expect.objectContaining({ client: '방문자 홍길동', description: '첫 방문' }),
    );
  });

  test('a visitor can register instead and still comes back to the same draft', async ({ page }) => {
    await startDraft(page, setToggle('ICF 일반 세트'));
    await page.getByLabel('대상자', { exact: true }).fill('새 회원의 대상자');

    await page.getByRole('button', { name: '저장', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '로그인' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=\/write$/);
    await page.locator('.auth-links').getByRole('link', { name: '회원가입' }).click();
    await expect(page).toHaveURL(/\/register\?redirect=\/write$/);

    await page.getByRole('textbox', { name: '이름', exact: true }).fill('E2E 새 회원');
    await page.getByRole('textbox', { name: '이메일', exact: true }).fill(uniqueEmail('docs-register'));
    await page.getByRole('textbox', { name: '비밀번호', exact: true }).fill(password);
    await page.getByRole('textbox', { name: '비밀번호 확인', exact: true }).fill(password);
    await page.getByRole('textbox', { name: '비밀번호 확인', exact: true }).press('Enter');

    await expect(page).toHaveURL(isPath('/write'));
    await expect(page.getByTestId('account')).toBeVisible();
    await expect(page.getByLabel('대상자', { exact: true })).toHaveValue('새 회원의 대상자');
  });

  test('page numbers: page 2 continues the numbering, deleting its rows moves to page 1', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    for (let number = 1; number <= 12; number += 1) {
      await createDocument(page.request, pager, `Client ${String(number).padStart(2, '0')}`);
    }
    await useToken(context, pager);
    await page.goto('/dashboard');

    // Newest first, 10 per page.
    await expect(rows(page)).toHaveCount(10);
    await expect(cell(page, 0, 0)).toHaveText('1');
    await expect(cell(page, 0, 1)).toHaveText('Client 12');
    await expect(cell(page, 9, 0)).toHaveText('10');
    await expect(page.getByText('문서 12개')).toBeVisible();
    const pagination = page.getByRole('navigation', { name: '페이지' });
    await expect(pagination.getByRole('link', { name: '1 페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(pagination.getByRole('link', { name: '2 페이지' })).not.toHaveAttribute('aria-current');

    // Sorting by client, both ways (back on page 1 each time).
    await page.getByRole('button', { name: '대상자' }).click();
    await expect(page).toHaveURL(/\/dashboard\?sort=client&order=asc$/);
    await expect(page.getByRole('columnheader', { name: '대상자' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(cell(page, 0, 1)).toHaveText('Client 01');
    await page.getByRole('button', { name: '대상자' }).click();
    await expect(cell(page, 0, 1)).toHaveText('Client 12');
    await expect(page.getByRole('columnheader', { name: '대상자' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await page.goto('/dashboard');
    await pagination.getByRole('link', { name: '2 페이지' }).click();
    await expect(page).toHaveURL(/\/dashboard\?page=2$/);
    await expect(rows(page)).toHaveCount(2);
    await expect(cell(page, 0, 0)).toHaveText('11');
    await expect(cell(page, 1, 0)).toHaveText('12');
    await expect(cell(page, 0, 1)).toHaveText('Client 02');
    await expect(cell(page, 1, 1)).toHaveText('Client 01');
    await expect(pagination.getByRole('link', { name: '2 페이지' })).toHaveAttribute('aria-current', 'page');

    // The page is in the URL: reload and back/forward keep it.
    await page.reload();
    await expect(cell(page, 0, 0)).toHaveText('11');
    await pagination.getByRole('link', { name: '이전' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(cell(page, 0, 0)).toHaveText('1');
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard\?page=2$/);
    await expect(cell(page, 0, 0)).toHaveText('11');

    // A page past the end (an old link) shows the last page, and the address follows (decision record 0042).
    await page.goto('/dashboard?page=99');
    await expect(page).toHaveURL(/\/dashboard\?page=2$/);
    await expect(cell(page, 0, 0)).toHaveText('11');

    // Deleting the first row keeps page 2; deleting the last one there moves to page 1.
    const dialog = page.getByRole('alertdialog');
    await rows(page).first().getByRole('button', { name: '삭제' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('정말 삭제하시겠습니까?');
    await expect(dialog).toContainText('삭제하면 되돌릴 수 없습니다!');
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('문서가 삭제되었습니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/dashboard\?page=2$/);
    await expect(rows(page)).toHaveCount(1);
    await expect(cell(page, 0, 0)).toHaveText('11');
    await expect(cell(page, 0, 1)).toHaveText('Client 01');

    await rows(page).first().getByRole('button', { name: '삭제' }).click();
    await dialog.getByRole('button', { name: '삭제' }).click();
    await expect(dialog.getByRole('heading')).toHaveText('문서가 삭제되었습니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(rows(page)).toHaveCount(10);
    await expect(cell(page, 0, 0)).toHaveText('1');
    await expect(cell(page, 0, 1)).toHaveText('Client 12');
    await expect(pagination).toHaveCount(0);

    // Another account on the same tab never sees this list, not even while its own is loading.
    await createDocument(page.request, visitor, 'Other account');
    await page.getByTestId('account').getByRole('button', { name: pager.name }).click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/document/all*', async (route) => {
      await held;
      await route.continue();
    });
    // In-app navigation only: the query cache of this tab survives, as it would in real use.
    await page.getByRole('link', { name: '로그인', exact: true }).click();
    await loginThroughForm(page, visitor);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('문서를 불러오는 중…')).toBeVisible();
    await expect(page.getByText('Client 12')).toHaveCount(0);
    release();
    await expect(page.getByRole('cell', { name: 'Other account', exact: true })).toBeVisible();
    await expect(page.getByText('Client 12')).toHaveCount(0);
  });
});

test.describe('a save or a delete that ends somewhere else', () => {
  test('a session that expires during Save on /write: after logging in again, /write with the draft as it was', async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(60_000);
    const api = await playwright.request.newContext({ baseURL: baseUrl() });
    const account = await registerAccount(api, 'expiry-on-save');
    const saved = await api.post('/api/document/save', {
      headers: bearer(account),
      data: { client: 'Park', description: 'first visit', sets: [], data: { b280: ratedEntry('1') } },
    });
    expect(saved.status()).toBe(200);
    const { id } = (await saved.json()) as { id: number };
    const page = await openNewestOnWriteScreen(browser, account, 'en');
    await page.getByLabel('Diagnosis', { exact: true }).fill('stroke');
    await extentOf(page, 'b280').selectOption('3');

    // The server answers this one save with 401, as it would for a token revoked meanwhile.
    await page.route(
      '**/api/document/save',
      (route) => route.fulfill({ status: 401, json: { message: 'Unauthenticated.' } }),
      { times: 1 },
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('second visit');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Session Expired!');
    await expect(dialog).toContainText('Please log in again to continue.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=\/write$/);

    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await expect(page).toHaveURL(isPath('/write'));
    await expect(page.getByLabel('Diagnosis', { exact: true })).toHaveValue('stroke');
    await expect(extentOf(page, 'b280')).toHaveValue('3');
    // Nothing was saved: the status names the document as saved, with its changes still to save.
    const status = page.getByTestId('draft-save-status');
    await expect(status).toHaveAttribute('data-state', 'unsaved');
    await expect(status).toContainText('“first visit”');
    await expect(status).not.toContainText('second visit');

    // The save goes through now, with the description typed before.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue('second visit');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByRole('heading')).toHaveText('Save successed.');
    await dialog.getByRole('button', { name: 'OK' }).click();
    const stored = await api.get(`/api/document/${id}`, { headers: bearer(account) });
    expect(await stored.json()).toMatchObject({
      version: 2,
      info: { description: 'second visit', dx: 'stroke' },
      data: { b280: { q1: '3' } },
    });
    await api.dispose();
  });

  test('after a delete, focus lands on the new last row, on the last row of the previous page, or on the empty list', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    const account = await registerAccount(page.request, 'delete-focus');
    for (let number = 1; number <= 11; number += 1) {
      await createDocument(page.request, account, `Client ${String(number).padStart(2, '0')}`);
    }
    await useToken(context, account);
    await useEnglish(context);
    const dialog = page.getByRole('alertdialog');
    const deleteRow = async (row: number) => {
      await rows(page).nth(row).getByRole('button', { name: 'Delete' }).click();
      await dialog.getByRole('button', { name: 'Delete it' }).click();
      await expect(dialog.getByRole('heading')).toHaveText('Your document has been deleted.');
      await dialog.getByRole('button', { name: 'OK' }).click();
      await expect(dialog).toHaveCount(0);
    };

    // Page 2 holds one row (Client 01); deleting it moves to page 1, where focus is on the last row.
    await page.goto('/dashboard?page=2');
    await expect(rows(page)).toHaveCount(1);
    await deleteRow(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(rows(page)).toHaveCount(10);
    await expect(rows(page).nth(9).getByRole('button', { name: 'Delete' })).toBeFocused();

    // The last row of a page: focus moves to the row that is last now.
    await deleteRow(9);
    await expect(rows(page)).toHaveCount(9);
    await expect(cell(page, 8, 1)).toHaveText('Client 03');
    await expect(rows(page).nth(8).getByRole('button', { name: 'Delete' })).toBeFocused();

    // The only document: focus on the empty list's heading.
    for (let left = 9; left > 1; left -= 1) {
      await deleteRow(0);
      await expect(rows(page)).toHaveCount(left - 1);
    }
    await deleteRow(0);
    await expect(page.locator('.documents-table')).toHaveCount(0);
    await expect(page.locator('#dashboard-empty-title')).toBeFocused();
    await expect(page.locator('#dashboard-empty-title')).toHaveText('No saved documents yet');
  });
});
