import type { BrowserContext, Page } from '@playwright/test';
import { launchChromium } from './lib/launch-chromium';
import {
  arrangeCategoriesByDiscipline,
  createCodeSearchIndex,
  createSelectionCatalogue,
  initialSelection,
  reduceSelection,
  searchCodes,
  type CodeMap,
  type CoreSetGroup,
  type Discipline,
  type SelectionState,
} from '@icf/shared';
import {
  emptyDocumentInfo,
  draftStorageKey,
  draftStorageKeyOf,
  serializeDraft,
  type Draft,
} from '../apps/web/src/features/draft';
import { median, percentile, writeResult } from './lib/results';
import { startServer } from './lib/start-server';

/** A realistic mix: English words and fragments, Korean titles, code prefixes and full codes. */
const searchQueries = [
  'pain',
  'walking',
  'muscle',
  'memory',
  'family',
  'sleep',
  'emotional',
  'wal',
  'tr',
  'hand and arm',
  '통증',
  '걷기',
  '근육',
  '기억',
  '가족',
  '수면',
  '감각',
  '기능',
  'b28',
  'b280',
  'd45',
  'd450',
  's7',
  'e3',
  'e310',
];
const searchRounds = 40;
const extraCodes = 100;
const renderRuns = 5;
const typedText = 'walks with a cane ok'; // 20 characters

/**
 * Targets: code search over all codes (the shared index, in Node), and the write screen with the
 * largest served core set plus 100 more codes: time from navigation to the last block, and how many other
 * blocks re-render while typing 20 characters in one block (must be 0); then the same form as a team member
 * sees it, in three groups with the others' blocks read-only (decision record 0037).
 */
export async function benchWriteScreen(): Promise<void> {
  const server = await startServer();
  try {
    const codes = (await (await fetch(`${server.url}/api/code/all`)).json()) as CodeMap;
    const groups = (await (await fetch(`${server.url}/api/set/all`)).json()) as CoreSetGroup[];

    const search = benchSearch(codes);
    const { selection, largestSet, blockCount, lastCode, middleCode } = createSeedSelection(codes, groups);

    const browser = await launchChromium();
    try {
      const visitor = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'ko-KR' });
      await seedPages(
        visitor,
        { [draftStorageKey]: serializeDraft(draftOf(selection)) },
        `#docu_${lastCode}`,
      );
      const writeScreen = await measureWriteScreen(visitor, server.url, middleCode);
      await visitor.close();

      // The same form for a member of the team that holds the draft's client (decision record 0037): a third
      // of the categories theirs, a third unassigned, a third another discipline's (read-only blocks).
      const team = await createTeamMember(server.url);
      const assigned = assignDisciplines(selection);
      const member = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'ko-KR' });
      await member.addCookies([{ name: 'token', value: team.token, url: server.url }]);
      await seedPages(
        member,
        {
          [draftStorageKeyOf(team.userId)]: serializeDraft(draftOf(assigned.selection)),
          'icf.draft-client.v1': JSON.stringify({
            clientId: team.clientId,
            previous: {},
            showPrevious: false,
          }),
        },
        '.code-group-others',
      );
      const teamWriteScreen = await measureWriteScreen(member, server.url, assigned.typedCode);
      await member.close();

      writeResult('write-screen', {
        search,
        writeScreen: { coreSet: largestSet, blocks: blockCount, ...writeScreen },
        teamWriteScreen: {
          description:
            "the same form for a team member: timings run to the first frame with the three groups, the typing is in one of the member's own blocks",
          blocks: blockCount,
          groups: assigned.groups,
          ...teamWriteScreen,
        },
      });
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

/** Every page of `context` starts with `storage` in localStorage and records when `selector` is first in the DOM. */
async function seedPages(context: BrowserContext, storage: Record<string, string>, selector: string) {
  await context.addInitScript(
    ({ storage, selector }) => {
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
      // Records when the awaited element enters the DOM and the first frame after it.
      const timings = { inDom: -1, nextFrame: -1 };
      (window as unknown as { __benchTimings: typeof timings }).__benchTimings = timings;
      const observer = new MutationObserver(() => {
        if (timings.inDom >= 0 || !document.querySelector(selector)) return;
        timings.inDom = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => (timings.nextFrame = performance.now())));
      });
      observer.observe(document, { childList: true, subtree: true });
    },
    { storage, selector },
  );
}

/** A cold and five warm renders of /write, the DOM's size, then typing in `typedCode`'s block. */
async function measureWriteScreen(context: BrowserContext, url: string, typedCode: string) {
  const page = await context.newPage();
  const cold = await measureRender(page, `${url}/write`);
  const warmRuns: Array<{ inDom: number; nextFrame: number }> = [];
  for (let run = 0; run < renderRuns; run++) warmRuns.push(await measureRender(page, `${url}/write`));
  const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
  const typing = await measureTyping(page, typedCode);
  await page.close();
  return {
    domNodes,
    renderToLastBlockMs: {
      description:
        'navigation start to the last code block in the DOM, and to the first frame after it (data, chunks and fonts from the local server)',
      cold,
      warmMedian: {
        inDom: Math.round(median(warmRuns.map((run) => run.inDom))),
        nextFrame: Math.round(median(warmRuns.map((run) => run.nextFrame))),
      },
      warmRuns,
    },
    typing,
  };
}

/** An account with a team (as a physician) and a client of that team, through the API. */
async function createTeamMember(url: string): Promise<{ token: string; userId: number; clientId: number }> {
  const call = async <T>(path: string, body?: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const password = 'bench-password-42';
  const { token } = await call<{ token: string }>('/api/register', {
    name: 'Bench member',
    email: `bench-${Date.now()}@example.com`,
    password,
    password_confirmation: password,
  });
  const user = await call<{ id: number }>('/api/user', undefined, token);
  const team = await call<{ id: number }>(
    '/api/team',
    { name: 'Bench ward', discipline: 'physician' },
    token,
  );
  const client = await call<{ id: number }>('/api/client', { display_name: 'Bench client' }, token);
  await call(`/api/client/${client.id}/team`, { team_id: team.id }, token);
  return { token, userId: user.id, clientId: client.id };
}

/** Every third category the member's (physician), every third another discipline's, the rest unassigned. */
function assignDisciplines(selection: SelectionState) {
  const owners: Array<Discipline | null> = ['physician', null, 'nursing'];
  const entries = { ...selection.entries };
  selection.selectedCodes.forEach((code, index) => {
    const owner = owners[index % owners.length]!;
    if (owner) entries[code] = { ...entries[code]!, disciplines: [owner] };
  });
  const assigned = { ...selection, entries };
  const groups = arrangeCategoriesByDiscipline(assigned.selectedCodes, entries, 'physician');
  return {
    selection: assigned,
    groups: { own: groups.own.length, unassigned: groups.unassigned.length, others: groups.others.length },
    typedCode: groups.own[Math.floor(groups.own.length / 2)]!,
  };
}

function draftOf(selection: SelectionState): Draft {
  return { selection, info: emptyDocumentInfo(), unsaved: true };
}

function benchSearch(codes: CodeMap) {
  const indexStarted = performance.now();
  const index = createCodeSearchIndex(codes);
  const indexMs = performance.now() - indexStarted;
  // Warm up the JIT before measuring.
  for (const query of searchQueries) searchCodes(index, query);
  const times: number[] = [];
  const resultCounts: Record<string, number> = {};
  for (let round = 0; round < searchRounds; round++) {
    for (const query of searchQueries) {
      const started = performance.now();
      const results = searchCodes(index, query);
      times.push(performance.now() - started);
      resultCounts[query] = results.length;
    }
  }
  const round3 = (value: number) => Math.round(value * 1000) / 1000;
  return {
    indexedCodes: index.codes.length,
    buildIndexMs: round3(indexMs),
    queries: searchQueries.length,
    calls: times.length,
    medianMs: round3(median(times)),
    p95Ms: round3(percentile(times, 95)),
    maxMs: round3(Math.max(...times)),
    resultCounts,
  };
}

/** The largest served set switched on, then 100 more codes spread over the other codes, via the shared rules. */
function createSeedSelection(codes: CodeMap, groups: CoreSetGroup[]) {
  const sets = groups.flatMap((group) => group.sets);
  const catalogue = createSelectionCatalogue(codes, sets);
  const largest = [...sets].sort(
    (a, b) =>
      (catalogue.setsById.get(b.id)?.codes.length ?? 0) - (catalogue.setsById.get(a.id)?.codes.length ?? 0),
  )[0]!;
  let selection = reduceSelection(catalogue, initialSelection(catalogue), {
    type: 'toggleSet',
    setId: largest.id,
  });
  const step = Math.floor(selection.otherCodes.length / extraCodes);
  const extra = selection.otherCodes.filter((_, index) => index % step === 0).slice(0, extraCodes);
  selection = reduceSelection(catalogue, selection, { type: 'selectCodes', codes: extra });
  const selected = selection.selectedCodes;
  return {
    selection,
    largestSet: {
      id: largest.id,
      name: largest.name,
      codes: catalogue.setsById.get(largest.id)?.codes.length,
    },
    blockCount: selected.length,
    lastCode: selected[selected.length - 1]!,
    middleCode: selected[Math.floor(selected.length / 2)]!,
  };
}

async function measureRender(page: Page, url: string): Promise<{ inDom: number; nextFrame: number }> {
  await page.goto(url);
  await page.waitForFunction(() => {
    const timings = (window as unknown as { __benchTimings?: { nextFrame: number } }).__benchTimings;
    return timings !== undefined && timings.nextFrame >= 0;
  });
  const timings = await page.evaluate(
    () => (window as unknown as { __benchTimings: { inDom: number; nextFrame: number } }).__benchTimings,
  );
  return { inDom: Math.round(timings.inDom), nextFrame: Math.round(timings.nextFrame) };
}

type RenderCounts = Record<string, number>;

async function readRenderCounts(page: Page): Promise<RenderCounts> {
  return page.evaluate(() =>
    Object.fromEntries(
      (window as unknown as { __icfBlockRenders: Map<string, number> }).__icfBlockRenders ?? new Map(),
    ),
  );
}

function changedBlocks(before: RenderCounts, after: RenderCounts, typedCode: string): string[] {
  return Object.keys(after).filter((code) => code !== typedCode && after[code] !== before[code]);
}

/**
 * Real keystrokes (Playwright's keyboard) for the re-render count, then the same 20 characters as input
 * events dispatched in the page, to time the work React does per keystroke without the protocol round trip.
 */
async function measureTyping(page: Page, code: string) {
  const textarea = page.locator(`#docu_${code} textarea`);
  await textarea.scrollIntoViewIfNeeded();
  const before = await readRenderCounts(page);
  await textarea.click();
  await page.keyboard.type(typedText);
  await page.waitForFunction(
    ({ selector, text }) => document.querySelector<HTMLTextAreaElement>(selector)?.value === text,
    { selector: `#docu_${code} textarea`, text: typedText },
  );
  const afterKeyboard = await readRenderCounts(page);

  const perKeystrokeMs = await page.evaluate(
    async ({ selector, text }) => {
      const element = document.querySelector<HTMLTextAreaElement>(selector)!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      const durations: number[] = [];
      for (let length = 1; length <= text.length; length++) {
        const started = performance.now();
        setValue.call(element, `${text}${text.slice(0, length)}`);
        element.dispatchEvent(new Event('input', { bubbles: true }));
        durations.push(performance.now() - started);
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
      return durations;
    },
    { selector: `#docu_${code} textarea`, text: typedText },
  );
  const afterEvents = await readRenderCounts(page);

  return {
    typedCode: code,
    characters: typedText.length,
    typedBlockRenders: (afterKeyboard[code] ?? 0) - (before[code] ?? 0),
    otherBlocksRerendered: changedBlocks(before, afterKeyboard, code).length,
    otherBlocksRerenderedByInputEvents: changedBlocks(afterKeyboard, afterEvents, code).length,
    inputHandlingMs: {
      description: 'input event to committed re-render, synchronous part, per keystroke',
      median: Math.round(median(perKeystrokeMs) * 100) / 100,
      p95: Math.round(percentile(perKeystrokeMs, 95) * 100) / 100,
    },
  };
}
