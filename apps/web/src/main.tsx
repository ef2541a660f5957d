import './styles/global.css';
import { holdClicksUntilTakeover } from './lib/early-clicks';
import { afterFirstContentfulPaint } from './lib/first-paint';
import { nextTask } from './lib/next-task';

const container = document.getElementById('root')!;

/**
 * The entry holds no React: it only decides when the app loads. A page the server sent rendered (a
 * visitor's first screen, decision record 0039) is on screen before any script: the app's files are asked
 * for once that screen has been painted (they are named, inert, in `<template id="first-render-files">`), so
 * they never delay it, and the app then takes the page over. Any other page loads the app at once (the
 * server names its files in `<link rel="modulepreload">`, decision record 0035). Each link is inserted in a
 * task of its own: inserting one starts its download, and the seven in one task took 16 to 90 ms of a slow
 * phone's CPU.
 */
async function loadFirstRenderFiles(): Promise<void> {
  const files = document.getElementById('first-render-files');
  if (!(files instanceof HTMLTemplateElement)) return;
  for (const link of Array.from(files.content.children)) {
    document.head.append(link);
    await nextTask();
  }
}

/**
 * React's modules are evaluated in one task, the app's (router, query client, the frame) in the next and the
 * app started in a third, so that none makes a long task on a slow phone's CPU.
 */
async function loadApp(prerendered: boolean): Promise<void> {
  await import('react-dom/client');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp(container, { prerendered });
}

const prerendered = container.firstElementChild !== null;
const start = () => void loadApp(prerendered);
if (window.location.pathname.startsWith('/self-report/')) {
  // A client's self-report link loads its own small page and none of the app (decision record 0053). A device
  // without a Korean font gets the web font for it, as every other page does (decision record 0026); a phone
  // has one and downloads none.
  void import('./features/self-report/client-page/self-report-page')
    .then((page) => page.startSelfReportPage(container))
    .then(() => import('./styles/korean-web-font'))
    .then((font) => font.applyKoreanWebFontWhereNeeded());
} else if (prerendered) {
  // A tap before the app has taken over is held and given again after (lib/early-clicks.ts).
  holdClicksUntilTakeover();
  afterFirstContentfulPaint(() => {
    void loadFirstRenderFiles();
    start();
    // Where the device lacks a Korean font, the web font's swap lays the page out again: done now, while the
    // app's files download, it is a short task of its own; after the takeover it was one of the longest
    // (decision record 0039). Its module is asked for in the next task, not in this one.
    void nextTask()
      .then(() => import('./styles/korean-web-font'))
      .then((font) => font.applyKoreanWebFontWhereNeeded());
  });
} else {
  start();
}
