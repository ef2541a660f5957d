import { apiPath } from '../../../lib/api-path';
import { selfReportWords, type SelfReportWords } from '@icf/shared/self-report-words';
import './self-report-page.css';

/**
 * The client's self-report page (decision record 0053), for a phone without an account. No React, no router,
 * no catalogue: the entry loads this module alone for a `/self-report/{token}` path, so a first visit stays
 * under 100 KB. The server composes every question and answer word; this page shows them, keeps the answers
 * on the device (localStorage, by the link) until Send, and sends them once.
 */

type Answer = '0' | '1' | '2' | '3' | '4' | '9';

interface Form {
  locale: 'kr' | 'en';
  greeting_name: string;
  questions: { code: string; component: 'b' | 'd'; title: string; text: string }[];
  scale: { answer: Answer; words: string }[];
}

const textFields = ['hardest', 'want_again', 'helps'] as const;
type TextField = (typeof textFields)[number];

interface Kept {
  answers: Record<string, Answer>;
  notes: Record<string, string>;
  texts: Partial<Record<TextField, string>>;
}

const noteMaxLength = 300;
const textMaxLength = 1000;

export async function startSelfReportPage(root: HTMLElement): Promise<void> {
  const token = decodeURIComponent(window.location.pathname.split('/')[2] ?? '');
  const storageKey = `icf.self-report.${token}`;
  const fallback = selfReportWords[document.documentElement.lang === 'en' ? 'en' : 'kr'];
  show(root, fallback, element('p', { class: 'sr-status' }, fallback.loading));

  let response: Response;
  try {
    response = await fetch(apiPath('getSelfReportForm', { token }), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    showMessage(root, fallback, fallback.not_found_title, fallback.offline);
    return;
  }
  if (!response.ok) {
    showMessage(root, fallback, fallback.not_found_title, fallback.not_found);
    return;
  }
  const form = (await response.json()) as Form;
  const words = selfReportWords[form.locale];
  document.documentElement.lang = form.locale === 'kr' ? 'ko' : 'en';
  renderForm(root, words, form, token, storageKey);
}

function readKept(key: string): Kept {
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? 'null') as Kept | null;
    if (kept && typeof kept === 'object') {
      return { answers: kept.answers ?? {}, notes: kept.notes ?? {}, texts: kept.texts ?? {} };
    }
  } catch {
    // A damaged or blocked storage starts empty.
  }
  return { answers: {}, notes: {}, texts: {} };
}

function keep(key: string, kept: Kept): void {
  try {
    localStorage.setItem(key, JSON.stringify(kept));
  } catch {
    // Storage full or blocked (a private window): the answers stay on the page until Send.
  }
}

function renderForm(root: HTMLElement, words: SelfReportWords, form: Form, token: string, key: string): void {
  const kept = readKept(key);
  const total = form.questions.length;
  const status = element('p', { class: 'sr-alert', role: 'alert' });
  const formElement = element('form', { class: 'sr-form', novalidate: '' });

  form.questions.forEach((question, index) => {
    const id = `q-${question.code}`;
    const fieldset = element('fieldset', { class: 'sr-question', id });
    const legend = element('legend', {});
    legend.append(
      element('span', { class: 'sr-progress' }, format(words.progress, { current: index + 1, total })),
      element('span', { class: 'sr-question-text' }, question.text),
    );
    fieldset.append(legend);
    const options = element('div', { class: 'sr-options' });
    for (const option of form.scale) {
      const input = element('input', { type: 'radio', name: id, value: option.answer }) as HTMLInputElement;
      input.checked = kept.answers[question.code] === option.answer;
      input.addEventListener('change', () => {
        kept.answers[question.code] = option.answer;
        fieldset.classList.remove('sr-missing');
        fieldset.querySelector('.sr-missing-text')?.remove();
        keep(key, kept);
      });
      const label = element('label', { class: 'sr-option' });
      label.append(input, element('span', {}, option.words));
      options.append(label);
    }
    fieldset.append(options);
    const noteId = `${id}-note`;
    const note = element('textarea', { id: noteId, rows: '2', maxlength: String(noteMaxLength) });
    (note as HTMLTextAreaElement).value = kept.notes[question.code] ?? '';
    note.addEventListener('input', () => {
      kept.notes[question.code] = (note as HTMLTextAreaElement).value;
      keep(key, kept);
    });
    fieldset.append(element('label', { class: 'sr-note-label', for: noteId }, words.note), note);
    formElement.append(fieldset);
  });

  const texts = element('section', { class: 'sr-texts', 'aria-labelledby': 'sr-texts-heading' });
  texts.append(element('h2', { id: 'sr-texts-heading' }, words.texts_heading));
  for (const field of textFields) {
    const id = `text-${field}`;
    const area = element('textarea', {
      id,
      rows: '3',
      maxlength: String(textMaxLength),
    }) as HTMLTextAreaElement;
    area.value = kept.texts[field] ?? '';
    area.addEventListener('input', () => {
      kept.texts[field] = area.value;
      keep(key, kept);
    });
    texts.append(element('label', { for: id }, words.texts[field]), area);
  }
  formElement.append(texts);

  const send = element('button', { type: 'submit', class: 'sr-send' }, words.send) as HTMLButtonElement;
  formElement.append(element('p', { class: 'sr-kept' }, words.kept), status, send);

  formElement.addEventListener('submit', (event) => {
    event.preventDefault();
    status.textContent = '';
    const missing = form.questions.filter((question) => kept.answers[question.code] === undefined);
    if (missing.length > 0) {
      for (const question of missing) {
        const fieldset = document.getElementById(`q-${question.code}`)!;
        if (!fieldset.classList.contains('sr-missing')) {
          fieldset.classList.add('sr-missing');
          fieldset.append(element('p', { class: 'sr-missing-text' }, words.unanswered));
        }
      }
      const first = document.getElementById(`q-${missing[0]!.code}`);
      first?.querySelector('input')?.focus();
      return;
    }
    void sendAnswers();
  });

  async function sendAnswers(): Promise<void> {
    if (!navigator.onLine) {
      status.textContent = words.offline;
      return;
    }
    send.disabled = true;
    send.textContent = words.sending;
    const body = {
      answers: form.questions.map((question) => ({
        code: question.code,
        answer: kept.answers[question.code],
        note: (kept.notes[question.code] ?? '').trim(),
      })),
      hardest: (kept.texts.hardest ?? '').trim(),
      want_again: (kept.texts.want_again ?? '').trim(),
      helps: (kept.texts.helps ?? '').trim(),
    };
    try {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Content-Type': 'application/json',
      };
      const xsrf = readXsrfCookie();
      if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
      const response = await fetch(apiPath('sendSelfReport', { token }), {
        method: 'POST',
        headers,
        credentials: 'same-origin',
        body: JSON.stringify(body),
      });
      if (response.status === 204) {
        try {
          localStorage.removeItem(key);
        } catch {
          // Nothing kept.
        }
        showMessage(root, words, words.sent_title, words.sent);
        return;
      }
      if (response.status === 404) {
        showMessage(root, words, words.not_found_title, words.not_found);
        return;
      }
      status.textContent = words.failed;
    } catch {
      status.textContent = words.offline;
    }
    send.disabled = false;
    send.textContent = words.send;
  }

  const intro: HTMLElement[] = [];
  if (form.greeting_name !== '') {
    intro.push(element('p', { class: 'sr-greeting' }, format(words.greeting, { name: form.greeting_name })));
  }
  intro.push(element('p', {}, words.intro));
  show(root, words, ...intro, formElement);
}

function readXsrfCookie(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'XSRF-TOKEN') return decodeURIComponent(value.join('='));
  }
  return null;
}

function showMessage(root: HTMLElement, words: SelfReportWords, title: string, text: string): void {
  show(root, words, element('p', { class: 'sr-message', role: 'status' }, text), undefined, title);
}

/** The page: its heading (the title, or `heading`) and `content`, in a main landmark. */
function show(
  root: HTMLElement,
  words: SelfReportWords,
  ...parts: (HTMLElement | string | undefined)[]
): void {
  const heading = typeof parts[parts.length - 1] === 'string' ? (parts.pop() as string) : words.title;
  document.title = heading;
  const main = element('main', { class: 'sr-page', id: 'main' });
  main.append(
    element('h1', {}, heading),
    ...parts.filter((part): part is HTMLElement => part instanceof HTMLElement),
  );
  root.replaceChildren(main);
}

function element(tag: string, attributes: Record<string, string>, text?: string): HTMLElement {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  if (text !== undefined) created.textContent = text;
  return created;
}

function format(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
