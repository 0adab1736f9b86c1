/**
 * The customer's story on the card in Firefox: the full card, a key that may read only
 * customers, the context down while the lookup works, and the hostile customer card as text.
 * (The last known card "as of" its time is in event-page.test.ts, whose event page unloads.)
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Frame, Page } from 'puppeteer-core';
import { DEMO_API_KEY } from '../../../api/server';
import { CONTEXT_OPERATIONS } from '../../support/documented-request';
import { cardFrame, configureThroughOptions, hoverCard, openDemo, startFirefoxStack, waitForValue, type FirefoxStack } from './support';

let stack: FirefoxStack;
let page: Page;
beforeAll(async () => {
  stack = await startFirefoxStack();
  await configureThroughOptions(stack, DEMO_API_KEY);
  page = await openDemo(stack);
});
afterAll(async () => stack?.shutdown());
beforeEach(() => stack.api.faults.clear());

interface Story {
  name: string;
  id: string;
  /** data-status of each section, by its data-section name. */
  status: Record<string, string>;
  text: Record<string, string>;
  threadLinks: string[];
  hrefs: string[];
  markup: number;
  /** The words Plain's markdown makes bold in the customer cards. */
  bold: string[];
  /** The hostile card's rendered text once scrolled to. */
  notesSeen: string;
  /** The story's lines on what it could not show, one per cause. */
  problems: string[];
}

/** Hovers the address and waits until nothing on its card is loading; returns what it shows. */
async function storyOf(email: string): Promise<Story> {
  const basic = await hoverCard(stack, page, email);
  expect(basic.state).toBe('found');
  const frame = (await cardFrame(page, stack.origin)) as Frame;
  await waitForValue(frame,
    () => document.querySelector('.context[data-drawn="all"]') && !document.querySelector('[data-status="loading"], [data-card-state="loading"]'),
    20_000,
  );
  return frame.evaluate(async () => {
    // The hostile card scrolled to, as an agent would, and what is drawn there then. All drawn
    // first (the wait above: `data-drawn="all"`), as the story's first frame draws only the
    // customer cards in sight (CardsSection).
    const notes = [...document.querySelectorAll('li.cc-card')].find((li) => li.textContent?.includes('Notes from CRM')) as HTMLElement | undefined;
    notes?.scrollIntoView();
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const notesSeen = notes?.innerText ?? '';
    const all = [...document.querySelectorAll('[data-section]')];
    // The customer cards by their DOM text (their layout puts each component on its own line).
    const words = (el: Element) =>
      ((el.getAttribute('data-section') === 'cards' ? el.textContent : (el as HTMLElement).innerText) ?? '').replace(/\s+/g, ' ').trim();
    return {
      name: document.querySelector('.name')?.textContent ?? '',
      id: document.querySelector('.id')?.textContent ?? '',
      status: Object.fromEntries(all.map((el) => [el.getAttribute('data-section')!, el.getAttribute('data-status') ?? ''])),
      text: Object.fromEntries(all.map((el) => [el.getAttribute('data-section')!, words(el)])),
      threadLinks: [...document.querySelectorAll('ol.threads a.title')].map((a) => (a as HTMLAnchorElement).href),
      hrefs: [...document.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? ''),
      markup: document.querySelectorAll('.cc-cards img, .cc-cards script, .cc-cards svg, .cc-cards b, .cc-cards i, .cc-cards u').length,
      bold: [...document.querySelectorAll('.cc-cards strong')].map((el) => el.textContent ?? ''),
      notesSeen,
      problems: [...document.querySelectorAll('.story-problem')].map((p) => (p.textContent ?? '').replace(/\s+/g, ' ').trim()),
    };
  });
}

describe("the customer's story on the card, in Firefox", () => {
  it('the full card: company, tenants, groups, the newest open threads linked to Plain, the customer cards', async () => {
    const jane = stack.api.seed.customers.find((c) => c.email === 'jane.cooper@acme.io')!;
    const story = await storyOf(jane.email);
    expect(story.name).toBe(jane.fullName);
    expect(story.text.who).toContain('usr_acme_0001');
    expect(story.text.company).toMatch(/Acme Inc.*Enterprise/);
    expect(story.text.tenants).toContain('Acme EU');
    expect(story.text.groups).toContain('VIP');
    expect(story.text.threads).toContain('5 of 7 open');
    const open = stack.api.seed.threads
      .filter((t) => t.customerId === jane.id && t.status !== 'DONE')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    const ws = stack.api.seed.workspace.id;
    expect(story.threadLinks).toEqual(open.slice(0, 5).map((t) => `https://app.plain.com/workspace/${ws}/thread/${t.id}`));
    expect(story.text.cards).toContain('82 / 100'); // the card that was loading, asked for again
    // The hostile card: its markup is text, its javascript: and http: links are not links.
    expect(story.text.cards).toContain('<img src=x onerror=alert(1)>');
    expect(story.markup).toBe(0);
    expect(story.bold).toContain('this'); // Plain's markdown, drawn
    expect(story.bold).toContain('production');
    expect(story.text.cards).toContain('Open the CRM'); // its javascript: link is words
    expect(story.notesSeen).toContain('<img src=x onerror=alert(1)>');
    expect(story.hrefs.filter((h) => !h.startsWith('https://'))).toEqual([]);
  });

  it('context down, customer found: the basic card, one line with the reason for the whole story', async () => {
    stack.api.faults.set({ kind: 'status', status: 503, operations: CONTEXT_OPERATIONS });
    const marcus = stack.api.seed.customers.find((c) => c.email === 'marcus.webb@studio.photography')!;
    const story = await storyOf(marcus.email);
    expect(story.name).toBe(marcus.fullName);
    expect(story.id).toBe(marcus.id);
    expect(story.problems).toEqual(['Not loaded: Customer details, Company, Tenants, Groups, Open threads, Customer cards. The service had an error Retry']);
    expect(Object.keys(story.status)).toEqual([]); // the line names them; none is drawn
  });

  it('a key that may read only customers: name and id, one line per permission it lacks, naming what it hides', async () => {
    await configureThroughOptions(stack, 'plainApiKey_demo_customers_only');
    const jane = stack.api.seed.customers.find((c) => c.email === 'jane.cooper@acme.io')!;
    const story = await storyOf(jane.email);
    expect(story.name).toBe(jane.fullName);
    expect(story.id).toBe(jane.id);
    expect(story.status.who).toBe('ok');
    expect(story.problems).toEqual([
      'Not shown: Company (needs the permission company:read)',
      'Not shown: Tenants (needs the permission tenant:read)',
      'Not shown: Groups (needs the permission customerGroup:read)',
      'Not shown: Open threads (needs the permission thread:read)',
      'Not shown: Customer cards (needs the permission customerCard:read)',
    ]);
    for (const name of ['company', 'tenants', 'groups', 'threads', 'cards']) expect(story.status[name], name).toBeUndefined();
  });
});
