import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, registerAccount, useToken, type Account } from './support/accounts';
import { setToggle } from './support/core-set-toggle';

/**
 * Core sets on the select screen (decision 0011): "My sets" (save a selection, reload, choose it, write with its codes;
 * rename, replace its codes, delete), conditions without a served list greyed out, and the provenance
 * popover of an official set. The server throttles registrations (shared with the other specs), so this file
 * registers one account, through the API.
 */

const genericSet = setToggle('ICF 일반 세트');

/** The codes of the generic set, as the server serves them (never a list written into the test). */
async function genericCodes(api: APIRequestContext): Promise<string[]> {
  const groups = (await (await api.get('/api/set/all')).json()) as {
    sets: { id: string; codes: string[] }[];
  }[];
  return groups.flatMap((group) => group.sets).find((set) => set.id === 'generic')!.codes;
}

function selectedCount(page: Page) {
  return page.getByTestId('selected-count');
}

let account: Account;
let generic: string[];

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  account = await registerAccount(api, 'core-sets');
  generic = await genericCodes(api);
  await api.dispose();
});

test.describe('my sets', () => {
  test('save a selection as my set, reload, choose it and write with its codes; rename, replace, delete', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await useToken(context, account);
    await page.goto('/select');
    const mySets = page.getByRole('list', { name: '내 세트' });
    await expect(page.getByRole('heading', { name: '내 세트' })).toBeVisible();
    await expect(page.getByText('아직 내 세트가 없습니다.')).toBeVisible();
    const save = page.getByRole('button', { name: '선택을 내 세트로 저장' });
    await expect(save).toBeDisabled();

    // The generic set without its first code: a selection that no official set has.
    const [dropped, ...kept] = generic;
    await page.getByRole('button', { name: genericSet }).click();
    await page.getByRole('button', { name: new RegExp(`^${dropped} .+ 삭제$`) }).click();
    await expect(selectedCount(page)).toHaveText(`${kept.length}개 선택됨`);

    await save.click();
    const dialog = page.getByRole('dialog', { name: '선택을 내 세트로 저장' });
    await expect(dialog).toContainText(`선택한 코드 ${kept.length}개`);
    await dialog.getByRole('button', { name: '저장' }).click();
    // The name is required: the browser keeps the dialog open.
    await expect(dialog).toBeVisible();
    await dialog.getByRole('textbox', { name: '이름', exact: true }).fill('어깨 통증 외래');
    await dialog
      .getByRole('textbox', { name: '다른 언어로 된 이름 (선택)' })
      .fill('Shoulder pain, outpatient');
    await dialog.getByRole('textbox', { name: '메모 (선택)' }).fill('첫 평가용');
    await dialog.getByRole('button', { name: '저장' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('.toast')).toContainText('내 세트 “어깨 통증 외래”(으)로 저장했습니다.');
    const mySet = mySets.getByRole('button', { name: /^어깨 통증 외래/ });
    await expect(mySet).toBeVisible();
    await expect(mySets).toContainText(`코드 ${kept.length}개`);

    // Clear the selection, reload: the set is still there, and choosing it selects exactly its codes.
    await page.getByRole('button', { name: genericSet }).click();
    await expect(selectedCount(page)).toHaveText('0개 선택됨');
    await page.reload();
    await expect(mySet).toHaveAttribute('aria-pressed', 'false');
    await mySet.click();
    await expect(mySet).toHaveAttribute('aria-pressed', 'true');
    await expect(selectedCount(page)).toHaveText(`${kept.length}개 선택됨`);

    // Its provenance: made by the user, with the note.
    const mySetItem = mySets.getByRole('listitem').filter({ hasText: '어깨 통증 외래' });
    await mySetItem.getByRole('button', { name: '세트 정보: 어깨 통증 외래' }).click();
    const about = page.getByRole('dialog', { name: '어깨 통증 외래 정보' });
    await expect(about).toContainText('내 세트');
    await expect(about).toContainText('첫 평가용');
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();

    await page.getByRole('button', { name: '다음' }).click();
    await expect(page).toHaveURL(/\/write$/);
    for (const code of kept) await expect(page.locator(`#docu_${code}`)).toBeVisible();
    await expect(page.locator(`#docu_${dropped}`)).toHaveCount(0);

    // Rename.
    await page.goto('/select');
    await mySetItem.getByRole('button', { name: '이름 변경' }).click();
    const rename = page.getByRole('dialog', { name: '내 세트 이름 변경' });
    await expect(rename.getByRole('textbox', { name: '이름', exact: true })).toHaveValue('어깨 통증 외래');
    await rename.getByRole('textbox', { name: '이름', exact: true }).fill('어깨 재평가');
    await rename.getByRole('button', { name: '저장' }).click();
    await expect(rename).toHaveCount(0);
    const renamedItem = mySets.getByRole('listitem').filter({ hasText: '어깨 재평가' });
    const renamed = renamedItem.getByRole('button', { name: /^어깨 재평가/ });
    await expect(renamed).toBeVisible();

    // Replace its codes with the current selection (asked first).
    await page.getByRole('button', { name: genericSet }).click();
    await expect(selectedCount(page)).toHaveText(`${generic.length}개 선택됨`);
    const replaceButton = renamedItem.getByRole('button', { name: '현재 선택으로 코드 바꾸기' });
    await expect(replaceButton).toHaveAccessibleDescription('어깨 재평가');
    await replaceButton.click();
    const confirmReplace = page.getByRole('alertdialog');
    await expect(confirmReplace).toContainText(
      `기존 코드 ${kept.length}개가 지금 선택한 코드 ${generic.length}개로`,
    );
    await confirmReplace.getByRole('button', { name: '바꾸기' }).click();
    await expect(mySets).toContainText(`코드 ${generic.length}개`);

    // Delete (asked first; cancel keeps it).
    const deleteButton = renamedItem.getByRole('button', { name: '삭제' });
    await deleteButton.click();
    await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
    await expect(renamed).toBeVisible();
    await deleteButton.click();
    await expect(page.getByRole('alertdialog')).toContainText('삭제하면 되돌릴 수 없습니다!');
    await page.getByRole('alertdialog').getByRole('button', { name: '삭제' }).click();
    await expect(renamed).toHaveCount(0);
    await expect(page.getByText('아직 내 세트가 없습니다.')).toBeVisible();
    // The selection made with the set is untouched.
    await expect(selectedCount(page)).toHaveText(`${generic.length}개 선택됨`);
  });

  test('a visitor is offered to log in instead of saving a set', async ({ page }) => {
    await page.goto('/select');
    await expect(
      page.getByRole('link', { name: '로그인하면 선택한 코드를 내 세트로 저장할 수 있습니다.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: '선택을 내 세트로 저장' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: '내 세트' })).toHaveCount(0);
  });
});

test.describe('what the catalogue holds', () => {
  test('every group shows; a condition without a served list is greyed out as not available yet', async ({
    page,
  }) => {
    await page.goto('/select');
    for (const heading of ['근골격계 질환', '심폐 질환', '신경계 질환', '기타 질환']) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    }
    // They wait in one closed list after the groups, so they are no tab stops on the way to Next.
    await page.getByText(/^아직 제공되지 않는 목록 \(\d+\)$/).click();
    const cardiopulmonary = page.getByRole('list', { name: '심폐 질환' });
    const condition = cardiopulmonary.getByRole('button', { name: /만성 허혈성 심장질환/ });
    await expect(condition).toHaveAttribute('aria-disabled', 'true');
    await expect(condition).toContainText('아직 제공되지 않음');
    await expect(condition).toHaveAccessibleDescription(/공식 목록은 아직 제공되지 않습니다/);
    await expect(condition).toHaveCSS('cursor', 'not-allowed');
    // Not selectable: a click changes nothing.
    await condition.click({ force: true });
    await expect(selectedCount(page)).toHaveText('0개 선택됨');
    await expect(condition).not.toHaveAttribute('aria-pressed', /.*/);
  });

  test('the provenance popover of an official set shows its citation, with a link', async ({ page }) => {
    await page.goto('/select');
    // The list shows before the codes arrive, but takes no input until the draft fits them (decision 0022).
    await expect(selectedCount(page)).toBeVisible();
    const item = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: setToggle('뇌졸중') }) });
    const aboutButton = item.getByRole('button', { name: /^세트 정보: 뇌졸중/ });
    // Every set's "i" button is named after its set, so a screen reader tells them apart.
    const aboutNames = await page
      .locator('.core-set-about-button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    expect(aboutNames.length).toBeGreaterThan(4);
    expect(new Set(aboutNames).size).toBe(aboutNames.length);
    for (const name of aboutNames) expect(name).toMatch(/^세트 정보: \S/);
    // Keyboard reachable: focus, Enter opens, Escape closes.
    await aboutButton.focus();
    await page.keyboard.press('Enter');
    const about = page.getByRole('dialog', { name: /뇌졸중.*정보/ });
    await expect(about).toBeVisible();
    await expect(about).toContainText('공식 목록, 검증됨');
    // What was done: two data files, both copying Geyh et al. 2004, give the same list (icf-data/PROVENANCE.md).
    // They are not independent of each other, and the list was not read in the paper itself.
    await expect(about).toContainText('두 출처의 목록이 코드까지 모두 일치합니다.');
    await expect(about).not.toContainText('독립');
    await expect(about).toContainText('출판물 원문과는 아직 대조하지 않았습니다.');
    await expect(about).not.toContainText('범주 수를 출판물과 대조했습니다.');
    await expect(about).toContainText('Geyh et al. (2004)');
    await expect(about.getByRole('link', { name: /Geyh et al\. \(2004\)/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(about.getByRole('table', { name: '구성요소별 범주 수' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(about).toBeHidden();
    await expect(aboutButton).toBeFocused();
  });
});

test.describe('write screen', () => {
  test('an ICF-CY category shows its badge, and no definition row where it has none', async ({
    page,
    request,
  }) => {
    const codes = (await (await request.get('/api/code/all')).json()) as Record<
      string,
      { release: string; description: string }
    >;
    const groups = (await (await request.get('/api/set/all')).json()) as {
      sets: { id: string; codes: string[] }[];
    }[];
    const autism = groups.flatMap((group) => group.sets).find((set) => set.id === 'autism')!;
    const childCode = autism.codes.find((code) => codes[code]?.release === 'icf-cy')!;
    const adultCode = autism.codes.find(
      (code) => codes[code]?.release !== 'icf-cy' && codes[code]?.description,
    )!;

    await page.goto('/select');
    await page.getByRole('button', { name: setToggle('자폐 스펙트럼 장애') }).click();
    await page.getByRole('button', { name: '다음' }).click();
    const child = page.locator(`#docu_${childCode}`);
    await expect(child.locator('abbr', { hasText: 'ICF-CY' })).toBeVisible();
    await expect(child.locator('.definition-definition')).toHaveCount(0);
    await expect(child).not.toContainText('정의가 없습니다');
    const adult = page.locator(`#docu_${adultCode}`);
    await expect(adult).toBeVisible();
    await expect(adult.locator('abbr', { hasText: 'ICF-CY' })).toHaveCount(0);
    await expect(adult.locator('.definition-definition dt')).toHaveText('정의');
  });

  test('a body structure without a WHO definition shows no definition label and no placeholder', async ({
    page,
  }) => {
    await page.goto('/select');
    await page.getByRole('button', { name: setToggle('뇌졸중') }).click();
    await page.getByRole('button', { name: '다음' }).click();
    // s110 Structure of brain has neither a definition nor inclusions in the classification.
    const structure = page.locator('#docu_s110');
    await expect(structure).toBeVisible();
    await expect(structure.getByRole('term')).toHaveCount(0);
    await expect(structure).not.toContainText('정의');
    await expect(structure.locator('.code-block-definition')).toHaveCount(0);
    // A category with a definition keeps its row.
    await expect(page.locator('#docu_b110 .definition-definition dt')).toHaveText('정의');
  });
});
