import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test';
import { baseUrl, bearer, expectNoSidewaysScroll, registerAccount, useToken } from './support/accounts';
import { brokenWords, expectFitsSideways, inBothFonts } from './support/layout';
import { expectNoSeriousAxeViolation } from './support/pages';

/** Both locales, at the desk's and the phone's size (like the other team screens). */
const localesAndViewports = (['kr', 'en'] as const).flatMap((locale) =>
  [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ].map((viewport) => ({ locale, viewport })),
);

const words = {
  en: {
    section: 'Deleted documents',
    restore: 'Restore',
    cancel: 'Cancel',
    restored: 'The document is back on the team’s dashboard.',
    empty: 'No deleted documents are kept.',
    logged: 'Restored the deleted document',
    show: 'Show',
    scope: 'Team: Ward 7',
  },
  kr: {
    section: '삭제된 문서',
    restore: '복원',
    cancel: '취소',
    restored: '문서를 팀 대시보드로 복원했습니다.',
    empty: '보관 중인 삭제된 문서가 없습니다.',
    logged: '삭제된 문서 복원',
    show: '보기',
    scope: '팀: Ward 7',
  },
};

/** Presses Tab (or Shift+Tab) until `target` has the focus: the keyboard alone reaches it. */
async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  for (let presses = 0; presses < 100; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

for (const { locale, viewport } of localesAndViewports) {
  test(`an owner restores a deleted team document from the team page with the keyboard (${locale}, ${viewport.width}×${viewport.height})`, async ({
    page,
    context,
    playwright,
  }) => {
    const said = words[locale];
    await page.setViewportSize(viewport);
    const api = await playwright.request.newContext({ baseURL: baseUrl() });
    const owner = await registerAccount(api, 'team-restore');
    const team = await api.post('/api/team', {
      headers: bearer(owner),
      data: { name: 'Ward 7', discipline: 'physician' },
    });
    expect(team.status()).toBe(201);
    const teamId = ((await team.json()) as { id: number }).id;
    const created = await api.post('/api/client', {
      headers: bearer(owner),
      data: { display_name: '김민수' },
    });
    const client = (await created.json()) as { id: number };
    expect(
      (
        await api.post(`/api/client/${client.id}/team`, { headers: bearer(owner), data: { team_id: teamId } })
      ).status(),
    ).toBe(200);
    const description = `보행 평가 ${locale} ${viewport.width}`;
    const saved = await api.post('/api/document/save', {
      headers: bearer(owner),
      data: { client_id: client.id, description, sets: [], data: {} },
    });
    expect(saved.status()).toBe(200);
    const documentId = ((await saved.json()) as { id: number }).id;
    const deleted = await api.post('/api/document/update', {
      headers: bearer(owner),
      data: { id: documentId, column: 'deleted_at' },
    });
    expect(deleted.status()).toBe(200);

    await context.addCookies([{ name: 'locale', value: locale, url: baseUrl() }]);
    await useToken(context, owner);
    await page.goto(`/teams/${teamId}`);
    const section = page.locator('section[aria-labelledby="team-deleted-documents-title"]');
    await expect(section.getByRole('heading', { level: 2, name: said.section })).toBeVisible();
    const row = section.locator('tbody tr').filter({ hasText: description });
    await expect(row).toContainText('김민수');
    // No word breaks mid-word (Korean or English: 'Disci/pline'), and on the phone the tables still fit, the
    // Restore button in view, in the web font and in the fallback fonts drawn before it arrives.
    const members = page.locator('section[aria-labelledby="team-members-title"]');
    const accessLog = page.locator('section[aria-labelledby="team-access-log-title"]');
    await inBothFonts(page, async () => {
      await expectNoSidewaysScroll(page);
      expect(await brokenWords(section)).toEqual([]);
      // Every cell but the name's, whose e-mail address alone may break anywhere.
      for (const cell of await members.locator('th, td:not(:first-child)').all()) {
        expect(await brokenWords(cell)).toEqual([]);
      }
      await expectFitsSideways(section.locator('.team-members-wrap'), 'td, th');
      await expectFitsSideways(members.locator('.team-members-wrap'), 'td, th');
      expect(await brokenWords(accessLog.locator('table'))).toEqual([]);
      await expectFitsSideways(accessLog.locator('.team-members-wrap'), 'td, th');
    });
    await expectNoSeriousAxeViolation(page);

    // The keyboard alone: Tab to the row's Restore, Enter; the question has the focus on Cancel (the safe
    // answer), Shift+Tab or Tab to Restore, Enter.
    const restore = row.getByRole('button', { name: `${said.restore} ${description}` });
    await tabTo(page, restore);
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog');
    await expect(question).toContainText(description);
    await expect(question.getByRole('button', { name: said.cancel })).toBeFocused();
    await expectNoSeriousAxeViolation(page);
    await tabTo(page, question.getByRole('button', { name: said.restore, exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByText(said.restored)).toBeVisible();
    await expect(section.getByText(said.empty)).toBeVisible();

    // The team's access log names the restore, by the owner, with the document.
    const logged = page
      .locator('section[aria-labelledby="team-access-log-title"] tbody tr')
      .filter({ hasText: said.logged });
    await expect(logged).toContainText(owner.name);
    await expect(logged).toContainText(description);

    // Back on the team's dashboard list.
    await page.goto('/dashboard');
    await page.getByLabel(said.show).selectOption({ label: said.scope });
    await expect(page.getByText(description).first()).toBeVisible();
    await api.dispose();
  });
}
