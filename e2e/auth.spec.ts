import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { test } from './support/test';

/**
 * Accounts (spec §2, §6; decision 0006): login, register, logout, guards, session expiry, password reset request, password
 * change, e-mail verification. The server throttles registrations (10 per hour per address) and failed
 * logins (5 per minute per e-mail), so most tests share one account registered once through the API and
 * sign in by setting the token cookie; the whole file registers 4 accounts.
 */

const password = 'correct-horse-42';

interface Account {
  name: string;
  email: string;
  password: string;
}

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function registerAccount(api: APIRequestContext, label: string): Promise<Account> {
  const account = { name: `E2E ${label}`, email: uniqueEmail(label), password };
  const response = await api.post('/api/register', {
    data: { ...account, password_confirmation: account.password },
  });
  expect(response.status()).toBe(200);
  return account;
}

/** Logs in through the API and hands the token to the browser, as the login page would. */
async function signInWithCookie(page: Page, api: APIRequestContext, account: Account): Promise<string> {
  const response = await api.post('/api/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  await page.context().addCookies([{ name: 'token', value: token, url: baseUrl() }]);
  return token;
}

function baseUrl(): string {
  return test.info().project.use.baseURL!;
}

async function tokenCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'token');
}

/** The input of a form field by its accessible name (the label without the aria-hidden required mark). */
function field(page: Page, label: string) {
  return page.getByRole('textbox', { name: label, exact: true });
}

/** The `.field` wrapper of an input: it carries `.has-error` and the error message. */
function fieldBox(page: Page, label: string) {
  return page.locator('.field').filter({ has: field(page, label) });
}

const dangerRed = 'rgb(192, 57, 43)';

let shared: Account;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: baseUrl() });
  shared = await registerAccount(api, 'shared');
  await api.dispose();
});

test.describe('accounts', () => {
  test('register lands on the dashboard with the name in the navbar; logout goes back to welcome', async ({
    page,
    context,
  }) => {
    const name = `E2E 신규 ${Date.now()}`;
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: '회원가입', level: 1 })).toBeVisible();
    await field(page, '이름').fill(name);
    await field(page, '이메일').fill(uniqueEmail('register'));
    await field(page, '비밀번호').fill(password);
    await field(page, '비밀번호 확인').fill(password);
    // Spec §5: Enter in the confirmation field submits.
    await field(page, '비밀번호 확인').press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
    const account = page.getByTestId('account');
    await expect(account.getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: '로그인', exact: true })).toHaveCount(0);

    // Spec §9: the remember flag is false at registration, so the token is a session cookie.
    const cookie = await tokenCookie(context);
    expect(cookie?.value).toMatch(/^[\w-]{64}$/);
    expect(cookie?.expires).toBe(-1);
    const token = cookie!.value;

    await account.getByRole('button', { name }).click();
    await expect(page.getByRole('menuitem', { name: '대시보드' })).toHaveAttribute('href', '/dashboard');
    await expect(page.getByRole('menuitem', { name: '설정' })).toHaveAttribute('href', '/settings/profile');
    await page.getByRole('menuitem', { name: '로그아웃' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expect(page.getByTestId('account')).toHaveCount(0);
    expect(await tokenCookie(context)).toBeUndefined();
    // The logout call really revoked the token on the server.
    const user = await page.request.get('/api/user', { headers: { Authorization: `Bearer ${token}` } });
    expect(user.status()).toBe(401);
  });

  test('a guest opening a page that needs a login lands on /login', async ({ page }) => {
    for (const path of ['/dashboard', '/home', '/settings', '/settings/password']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: '로그인', level: 1 })).toBeVisible();
    }
  });

  test('a signed-in user opening a guest-only page lands on /home', async ({ page, request }) => {
    await signInWithCookie(page, request, shared);
    for (const path of ['/login', '/register', '/password/email', '/reset-password?token=x&email=y']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByText('로그인되었습니다!')).toBeVisible();
    }
    await expect(page.getByTestId('account').getByRole('button', { name: shared.name })).toBeVisible();
    // In-app navigation is guarded too.
    await page.getByTestId('account').getByRole('button', { name: shared.name }).click();
    await page.getByRole('menuitem', { name: '대시보드' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('login: a wrong password shows the error under the field with a red border; the right one logs in', async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('link', { name: '로그인', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('link', { name: '회원가입', exact: true }).last()).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(page.getByRole('link', { name: '비밀번호를 잊으셨나요?' })).toHaveAttribute(
      'href',
      '/password/email',
    );
    await expect(field(page, '이메일')).toHaveAttribute('type', 'email');
    await expect(field(page, '비밀번호')).toHaveAttribute('type', 'password');

    await field(page, '이메일').fill(shared.email);
    await field(page, '비밀번호').fill('wrong-password-1');
    await page.getByRole('button', { name: '로그인', exact: true }).click();

    const emailBox = fieldBox(page, '이메일');
    await expect(emailBox.locator('.field-error')).toHaveText(
      '이메일 주소 또는 비밀번호가 일치하지 않습니다.',
    );
    await expect(emailBox).toHaveClass(/has-error/);
    await expect(field(page, '이메일')).toHaveCSS('border-top-color', dangerRed);
    await expect(field(page, '비밀번호')).not.toHaveCSS('border-top-color', dangerRed);
    await expect(page).toHaveURL(/\/login$/);

    await field(page, '비밀번호').fill(shared.password);
    // Spec §5: Enter in the password field submits.
    await field(page, '비밀번호').press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('account').getByRole('button', { name: shared.name })).toBeVisible();
  });

  test('register: validation errors show under the fields, in Korean and after switching in English', async ({
    page,
  }) => {
    await page.goto('/register');
    await field(page, '이름').fill('E2E 검증');
    await field(page, '이메일').fill(uniqueEmail('invalid'));
    await field(page, '비밀번호').fill('short');
    await field(page, '비밀번호 확인').fill('short');
    await page.getByRole('button', { name: '가입하기' }).click();

    const passwordBox = fieldBox(page, '비밀번호');
    await expect(passwordBox.locator('.field-error')).toHaveText(
      '비밀번호 항목은 최소 8자 이상이어야 합니다.',
    );
    await expect(passwordBox).toHaveClass(/has-error/);
    await expect(field(page, '비밀번호')).toHaveCSS('border-top-color', dangerRed);
    // Spec §5: the confirmation field shows no error.
    await expect(fieldBox(page, '비밀번호 확인').locator('.field-error')).toHaveCount(0);
    await expect(fieldBox(page, '비밀번호 확인')).not.toHaveClass(/has-error/);

    await field(page, '비밀번호').fill('long-enough-1');
    await field(page, '비밀번호 확인').fill('different-2');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(passwordBox.locator('.field-error')).toHaveText('비밀번호 확인이 일치하지 않습니다.');

    await field(page, '이메일').fill(shared.email);
    await field(page, '비밀번호 확인').fill('long-enough-1');
    await page.getByRole('button', { name: '가입하기' }).click();
    await expect(fieldBox(page, '이메일').locator('.field-error')).toHaveText('이미 사용 중인 이메일입니다.');
    await expect(fieldBox(page, '비밀번호')).not.toHaveClass(/has-error/);

    await page.getByRole('button', { name: /KR/ }).click();
    await page.getByRole('menuitemradio', { name: /EN/ }).click();
    await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible();
    await field(page, 'Email').fill(uniqueEmail('invalid'));
    await field(page, 'Password').fill('short');
    await field(page, 'Confirm password').fill('other');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(fieldBox(page, 'Password').locator('.field-error')).toHaveText(
      'The password field must be at least 8 characters.',
    );
    await field(page, 'Name').fill('');
    await field(page, 'Password').fill('long-enough-1');
    await field(page, 'Confirm password').fill('different-2');
    // Without the browser's own check of the empty required name, the server's message must show.
    await page.locator('form').evaluate((form: HTMLFormElement) => (form.noValidate = true));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(fieldBox(page, 'Password').locator('.field-error')).toHaveText(
      'The password confirmation does not match.',
    );
    await expect(fieldBox(page, 'Name').locator('.field-error')).toHaveText('The name field is required.');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a 401 during the session shows Session Expired once, then logs out and opens /login after OK', async ({
    page,
    request,
    context,
  }) => {
    const token = await signInWithCookie(page, request, shared);
    await page.goto('/settings/profile');
    await page.getByRole('link', { name: '비밀번호', exact: true }).click();
    await expect(page).toHaveURL(/\/settings\/password$/);

    // The token is revoked behind the page's back (as a logout elsewhere or a password reset would).
    const revoked = await page.request.post('/api/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(204);

    await field(page, '현재 비밀번호').fill(shared.password);
    await field(page, '새 비밀번호').fill('another-pass-1');
    await field(page, '새 비밀번호 확인').fill('another-pass-1');
    await page.getByRole('button', { name: '비밀번호 변경' }).click();

    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toHaveCount(1);
    await expect(dialog.getByRole('heading')).toHaveText('세션이 만료되었습니다!');
    await expect(dialog).toContainText('계속하려면 다시 로그인해 주세요.');
    // Nothing happens before OK.
    await expect(page).toHaveURL(/\/settings\/password$/);

    await dialog.getByRole('button', { name: '확인' }).click();
    // The login page brings the user back to where the session ended.
    await expect(page).toHaveURL(/\/login\?redirect=\/settings\/password$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '로그인', exact: true })).toBeVisible();
    await expect(page.getByTestId('account')).toHaveCount(0);
    expect(await tokenCookie(context)).toBeUndefined();
  });

  test('a stored token the server does not know: one Session Expired alert on reload, then /login', async ({
    page,
    context,
  }) => {
    await context.addCookies([
      { name: 'locale', value: 'en', url: baseUrl() },
      { name: 'token', value: 'x'.repeat(64), url: baseUrl() },
    ]);
    await page.goto('/dashboard');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toHaveText('Session Expired!');
    await expect(dialog).toContainText('Please log in again to continue.');
    await expect(dialog).toHaveCount(1);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // No session was ever shown here: the page is left as a guest's, for /login without a way back.
    await expect(page).toHaveURL(/\/login$/);
    expect(await tokenCookie(context)).toBeUndefined();
  });

  test('forgot password: an empty e-mail sends nothing; a valid one shows the spinner, then success', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/') || pathname.startsWith('/sanctum/')) calls.push(pathname);
    });
    await page.goto('/login');
    await page.getByRole('link', { name: '비밀번호를 잊으셨나요?' }).click();
    await expect(page).toHaveURL(/\/password\/email$/);
    calls.length = 0;

    const send = page.getByRole('button', { name: '재설정 링크 보내기' });
    await send.click();
    await expect(fieldBox(page, '이메일').locator('.field-error')).toHaveText('이메일 주소를 입력해 주세요');
    await expect(fieldBox(page, '이메일')).toHaveClass(/has-error/);
    await field(page, '이메일').fill('   ');
    await field(page, '이메일').press('Enter');
    await expect(fieldBox(page, '이메일').locator('.field-error')).toHaveText('이메일 주소를 입력해 주세요');
    expect(calls).toEqual([]);

    // Hold the answer to see the spinner.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/forgot-password', async (route) => {
      await held;
      await route.continue();
    });
    await field(page, '이메일').fill(shared.email);
    await send.click();
    await expect(send.getByRole('status', { name: '보내는 중…' })).toBeVisible();
    await expect(send).toBeDisabled();
    // The spinner shows from the click, while the CSRF cookie is still being fetched: the held request follows.
    await expect.poll(() => calls).toContain('/api/forgot-password');
    release();

    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toHaveText('이메일을 보냈습니다');
    await expect(dialog).toContainText('비밀번호 재설정 링크를 이메일로 보냈습니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(send.getByRole('status')).toHaveCount(0);
    await expect(fieldBox(page, '이메일').locator('.field-error')).toHaveCount(0);

    // A failure: the 'try again' alert and the server's message under the field.
    await page.unroute('**/api/forgot-password');
    await field(page, '이메일').fill('not-an-email');
    await send.click();
    await expect(dialog.getByRole('heading')).toHaveText('다시 시도해 주세요');
    await expect(dialog).toContainText('몇 분 후에 다시 시도해 주세요.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(fieldBox(page, '이메일').locator('.field-error')).toHaveText(
      '이메일 항목은 올바른 이메일 주소여야 합니다.',
    );
  });

  test('profile and password change: a wrong current password, then success, then login with the new one', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'password');
    await signInWithCookie(page, request, account);
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings\/profile$/);
    await expect(page.getByRole('navigation', { name: '설정 메뉴' })).toBeVisible();
    await expect(field(page, '이름')).toHaveValue(account.name);
    await expect(field(page, '이메일')).toHaveValue(account.email);
    const today = new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long' }).format(new Date());
    await expect(field(page, '회원 가입일')).toHaveValue(today);
    await expect(field(page, '이름')).toHaveAttribute('readonly', '');

    await page.getByRole('navigation', { name: '설정 메뉴' }).getByRole('link', { name: '비밀번호' }).click();
    await expect(page).toHaveURL(/\/settings\/password$/);
    const newPassword = 'brand-new-pass-7';
    await field(page, '현재 비밀번호').fill('not-my-password');
    await field(page, '새 비밀번호').fill(newPassword);
    await field(page, '새 비밀번호 확인').fill(newPassword);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    const oldBox = fieldBox(page, '현재 비밀번호');
    await expect(oldBox.locator('.field-error')).toHaveText('현재 비밀번호가 일치하지 않습니다.');
    await expect(oldBox).toHaveClass(/has-error/);
    await expect(field(page, '현재 비밀번호')).toHaveCSS('border-top-color', dangerRed);

    await field(page, '현재 비밀번호').fill(account.password);
    await page.getByRole('button', { name: '비밀번호 변경' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading')).toHaveText('비밀번호가 변경되었습니다.');
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(field(page, '현재 비밀번호')).toHaveValue('');
    await expect(field(page, '새 비밀번호')).toHaveValue('');
    await expect(field(page, '새 비밀번호 확인')).toHaveValue('');
    await expect(oldBox.locator('.field-error')).toHaveCount(0);

    await page.getByTestId('account').getByRole('button', { name: account.name }).click();
    await page.getByRole('menuitem', { name: '로그아웃' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/login');
    await field(page, '이메일').fill(account.email);
    await field(page, '비밀번호').fill(newPassword);
    await field(page, '비밀번호').press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('account').getByRole('button', { name: account.name })).toBeVisible();
  });

  test('reset password: the server’s message shows inline for a bad token', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('재설정 링크가 올바르지 않습니다.')).toBeVisible();

    await page.goto(`/reset-password?token=${'b'.repeat(64)}&email=${encodeURIComponent(shared.email)}`);
    await expect(page.getByText('재설정 링크가 올바르지 않습니다.')).toHaveCount(0);
    await expect(field(page, '이메일')).toHaveValue(shared.email);
    await field(page, '새 비밀번호').fill('another-pass-1');
    await field(page, '새 비밀번호 확인').fill('another-pass-1');
    await page.getByRole('button', { name: '비밀번호 재설정' }).click();
    await expect(page.locator('.form-error')).toHaveText('비밀번호 재설정 토큰이 유효하지 않습니다.');
    await expect(page).toHaveURL(/\/reset-password\?/);
  });

  test('e-mail verification: a bad link says the verification failed', async ({ page }) => {
    await page.goto('/email/verify/1/abc?expires=1&signature=00');
    await expect(page.getByRole('heading', { name: '이메일 인증' })).toBeVisible();
    await expect(page.getByText('이메일 인증에 실패했습니다.')).toBeVisible();
  });
});
