/**
 * The real toolbar popup, opened for the active tab (`action.openPopup()` from the service
 * worker), not the popup page opened as a tab (which would be its own active tab). Playwright
 * does not attach to it and a flat CDP session evaluates in the tab instead, so it is reached
 * through the tab's CDP session with a non-flat attach, messages wrapped in
 * `Target.sendMessageToTarget` (see the team's testing notes). Every answer has a time limit: a
 * popup may close, and then its answer never comes.
 */
import type { CDPSession, Page } from 'playwright-core';
import { currentWorker } from '../../../scripts/chromium';
import { popupUrl, type Stack } from './stack';

export interface RealPopup {
  /** Evaluates an expression in the popup (awaited, by value); `userGesture` as a click would have. */
  evaluate<T>(expression: string, opts?: { userGesture?: boolean }): Promise<T>;
  /** Polls until the popup's text contains `text`. */
  waitForText(text: string, timeoutMs?: number): Promise<void>;
  /** Clicks the button whose text is exactly `name`, as the agent's click (a user gesture). */
  clickButton(name: string): Promise<void>;
  text(): Promise<string>;
  close(): Promise<void>;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

export async function openRealPopup(stack: Stack, tab: Page): Promise<RealPopup> {
  await tab.bringToFront();
  const session: CDPSession = await stack.context.newCDPSession(tab);
  const worker = await currentWorker(stack.context);
  await within(worker.evaluate(() => (globalThis as any).chrome.action.openPopup()), 5_000, 'action.openPopup()');
  return attachByUrl(session, popupUrl(stack), 'the popup');
}

/**
 * The real side panel, once the popup's "Open side panel" opened it (issue #35): like the popup,
 * a browser UI target Playwright does not attach to, reached the same way.
 */
export async function attachToSidePanel(stack: Stack, tab: Page): Promise<RealPopup> {
  const session: CDPSession = await stack.context.newCDPSession(tab);
  return attachByUrl(session, `chrome-extension://${stack.extensionId}/src/ui/panel/panel.html`, 'the side panel');
}

/** An extension page's target whose URL starts with `url`, through the tab's CDP session. */
async function attachByUrl(session: CDPSession, url: string, what: string): Promise<RealPopup> {
  let targetId: string | undefined;
  const deadline = Date.now() + 5_000;
  while (!targetId) {
    const { targetInfos } = await within(session.send('Target.getTargets'), 5_000, 'Target.getTargets');
    targetId = targetInfos.find((t) => t.type === 'page' && t.url.startsWith(url))?.targetId;
    if (!targetId && Date.now() > deadline) throw new Error(`${what} never opened`);
    if (!targetId) await new Promise((r) => setTimeout(r, 50));
  }
  const { sessionId } = await within(session.send('Target.attachToTarget', { targetId, flatten: false }), 5_000, 'Target.attachToTarget');
  const waiting = new Map<number, (message: any) => void>();
  session.on('Target.receivedMessageFromTarget', (e) => {
    if (e.sessionId !== sessionId) return;
    const message = JSON.parse(e.message) as { id?: number };
    if (message.id !== undefined) waiting.get(message.id)?.(message);
  });
  let nextId = 1;
  const send = async (method: string, params: object, ms = 5_000): Promise<any> => {
    const id = nextId++;
    const answer = new Promise<any>((resolve) => waiting.set(id, resolve));
    await within(session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }), ms, method);
    return within(answer, ms, method).finally(() => waiting.delete(id));
  };
  const evaluate = async <T>(expression: string, opts: { userGesture?: boolean } = {}): Promise<T> => {
    const { result } = await send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true, userGesture: opts.userGesture ?? false });
    if (result.exceptionDetails) throw new Error(`in ${what}: ${JSON.stringify(result.exceptionDetails)}`);
    return result.result.value as T;
  };
  const text = () => evaluate<string>(`document.body.innerText.replace(/\\s+/g, ' ')`);
  return {
    evaluate,
    text,
    async waitForText(wanted, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      let seen = '';
      while (!(seen = await text()).includes(wanted)) {
        if (Date.now() > until) throw new Error(`${what} never said "${wanted}"; it says: ${seen}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async clickButton(name) {
      const clicked = await evaluate<boolean>(
        `(() => { const b = [...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(name)}); b?.click(); return !!b; })()`,
        { userGesture: true },
      );
      if (!clicked) throw new Error(`no button "${name}" in ${what}; it says: ${await text()}`);
    },
    async close() {
      // Closed after the answer, so the answer comes.
      await evaluate('void setTimeout(() => window.close())').catch(() => undefined);
      await session.detach().catch(() => undefined);
    },
  };
}
