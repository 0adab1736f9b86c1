/**
 * `npm start` without a display (the README's quick start on a server): it hovers the first
 * e-mail on the demo page and prints the customer the card showed. That report must be the basic
 * card's, also when the customer's story (with times of its own) is already on the card.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../../../api/server';
import { showFirstCard } from '../../../scripts/browsers/first-card';
import { configure, startStack, type Stack } from '../support/stack';

let stack: Stack;
const dir = mkdtempSync(join(tmpdir(), 'customer-lens-start-'));
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
});
afterAll(async () => {
  await stack?.shutdown();
  rmSync(dir, { recursive: true, force: true });
});

describe('npm start, headless', () => {
  it('reports the first customer as the basic card shows them, and saves the screenshot', async () => {
    const shot = join(dir, 'card.png');
    const shown = await showFirstCard(stack.context, stack.demoUrl, shot);
    const customer = stack.api.seed.customers.find((c) => c.email.toLowerCase() === shown.email.toLowerCase());
    expect(customer, shown.email).toBeDefined();
    expect(shown).toEqual({ email: shown.email, fullName: customer!.fullName, id: customer!.id, updated: customer!.updatedAt });
    expect(statSync(shot).size).toBeGreaterThan(1000);
  });
});
