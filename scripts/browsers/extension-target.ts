/**
 * An extension page the browser shows outside any tab (the real toolbar popup, the side panel),
 * reached through a tab's CDP session: Playwright does not attach to these targets, and a flat
 * CDP session evaluates in the tab instead, so the attach is non-flat and every message goes in
 * `Target.sendMessageToTarget`. Every answer has a time limit: such a page may close, and then
 * its answer never comes. Shared by the end-to-end tests and the bench.
 */
import type { CDPSession } from 'playwright-core';

export interface ExtensionTarget {
  /** Evaluates an expression in the page (awaited, by value); `userGesture` as a click would have. */
  evaluate<T>(expression: string, opts?: { userGesture?: boolean }): Promise<T>;
  /** Polls until the page's text contains `text`. */
  waitForText(text: string, timeoutMs?: number): Promise<void>;
  /** Clicks the button whose text is exactly `name`, as the agent's click (a user gesture). */
  clickButton(name: string): Promise<void>;
  /**
   * Presses the button whose text is exactly `name` with the mouse: real input, which the page
   * sees as trusted (`isTrusted`), as a write asks of the agent's click.
   */
  pressButton(name: string): Promise<void>;
  text(): Promise<string>;
  /** The page as a PNG, as the agent sees it. */
  screenshot(): Promise<Buffer>;
  /** Closes the page after the answer (so the answer comes), and detaches. */
  close(): Promise<void>;
}

/** An expression, run in the page, for its first button whose text is exactly `name`. */
const buttonNamed = (name: string) =>
  `[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(name)})`;

export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms)));
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

export /** An extension page's target whose URL starts with `url`, through the tab's CDP session. */
async function attachByUrl(session: CDPSession, url: string, what: string): Promise<ExtensionTarget> {
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
    const { result } = await send('Runtime.evaluate', {
      expression,
      awaitPromise: true,
      returnByValue: true,
      userGesture: opts.userGesture ?? false,
    });
    if (result.exceptionDetails) throw new Error(`in ${what}: ${JSON.stringify(result.exceptionDetails)}`);
    return result.result.value as T;
  };
  const text = () => evaluate<string>(`(document.body?.innerText ?? "").replace(/\\s+/g, ' ')`);
  return {
    evaluate,
    text,
    async waitForText(wanted, timeoutMs = 5_000) {
      const until = Date.now() + timeoutMs;
      let seen: string;
      while (!(seen = await text()).includes(wanted)) {
        if (Date.now() > until) throw new Error(`${what} never said "${wanted}"; it says: ${seen}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async screenshot() {
      const { result } = await send('Page.captureScreenshot', { format: 'png' }, 15_000);
      return Buffer.from(result.data as string, 'base64');
    },
    async clickButton(name) {
      const clicked = await evaluate<boolean>(`(() => { const b = ${buttonNamed(name)}; b?.click(); return !!b; })()`, {
        userGesture: true,
      });
      if (!clicked) throw new Error(`no button "${name}" in ${what}; it says: ${await text()}`);
    },
    async pressButton(name) {
      const at = await evaluate<{ x: number; y: number } | null>(
        `(() => { const b = ${buttonNamed(name)}; if (!b) return null; b.scrollIntoView({ block: 'nearest' });
          const r = b.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2 }; })()`,
      );
      if (!at) throw new Error(`no button "${name}" in ${what}; it says: ${await text()}`);
      for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased'])
        await send('Input.dispatchMouseEvent', { type, x: at.x, y: at.y, button: 'left', clickCount: type === 'mouseMoved' ? 0 : 1 });
    },
    async close() {
      // Closed after the answer, so the answer comes.
      await evaluate('void setTimeout(() => window.close())').catch(() => undefined);
      await session.detach().catch(() => undefined);
    },
  };
}
