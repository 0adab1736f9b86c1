/**
 * The side panel's rule for a tab's customer, "the card the agent opened last, or the
 * conversation the page opened since", in real Chromium on the demo's mail view: a card opened
 * over an open mail wins when the panel opens afterwards; a conversation the page opens after
 * the card wins over it.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_API_KEY } from '../../api/server';
import { closeCard } from './support/card';
import { attachToSidePanel, openRealPopup } from './support/real-popup';
import { cardFor, LENA, NOOR, openMail } from './support/mail';
import { configure, openDemo, startStack, type Stack } from './support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
  await configure(stack, DEMO_API_KEY);
});
afterAll(async () => stack?.shutdown());

describe('the side panel opened after a card', () => {
  it("shows the card's customer, not the open mail's sender; a conversation opened since then wins", async () => {
    const mail = await openMail(stack);
    await cardFor(mail, LENA, 'not-found', 'Lena Fischer');
    await closeCard(mail);

    const popup = await openRealPopup(stack, mail);
    await popup.waitForText('Open side panel');
    await popup.clickButton('Open side panel').catch(() => undefined); // the popup closes as the panel opens
    const panel = await attachToSidePanel(stack, mail);
    await panel.waitForText(LENA, 10_000);
    // Away to another tab and back: the panel asks again for the tab's customer, after the mail
    // it found open there was read. Still the card's.
    const other = await openDemo(stack);
    await panel.waitForText('No customer on this tab yet', 10_000);
    await mail.bringToFront();
    await panel.waitForText(LENA, 10_000);
    await panel.waitForText('Create customer', 10_000);
    if ((await panel.text()).includes(NOOR)) throw new Error(`the panel shows the mail's sender: ${await panel.text()}`);
    await other.close();

    // The page opens a conversation after the card: its customer now.
    const jane = stack.api.seed.customers[0]!;
    await mail.bringToFront();
    await mail.goto(new URL('/?live=0', stack.demoUrl).toString());
    await mail.getByTestId('thread-row').filter({ hasText: jane.email }).first().getByTestId('thread-title').click();
    await mail.getByTestId('thread-view-title').waitFor();
    await panel.waitForText(jane.fullName, 10_000);
  });
});
