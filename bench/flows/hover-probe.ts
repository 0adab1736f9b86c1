/**
 * Hover → painted card, timed from the page (shared by parts B and D of the bench; see lookup.ts
 * for how the times are taken). `mode`: 'basic' reports the found card for the address; 'story'
 * reports when every section of its context has its answer too, and also says when the basic
 * card was committed on the way; 'sections' (several workspaces, part K) when every workspace's
 * section shows the customer.
 */
import type { ElementHandle, Frame, Locator, Page } from 'playwright-core';

export type PaintMode = 'basic' | 'story' | 'sections';

export interface Sample {
  email: string;
  intentToPainted: number;
  hoverToPainted: number;
  /** Page-clock times (ms since the page's time origin) of the steps, for the breakdown. */
  at: { hover: number; intent: number; commit: number; painted: number; timeOrigin: number; basicCommit: number; cardPainted: number };
}

export type Probe = ElementHandle<HTMLIFrameElement>;

/** In the card frame: report (to the page) when the found card for `expect` has been painted. */
async function armCard(card: Frame, email: string, mode: PaintMode): Promise<void> {
  // tsx (esbuild keepNames) wraps named inner functions in __name(); give the frame one.
  await card.evaluate('globalThis.__name ??= (f) => f');
  await card.evaluate(() => {
    const w = window as unknown as { __benchExpect: string; __benchMode: PaintMode; __benchObserver?: MutationObserver };
    if (w.__benchObserver) return;
    // The card for the expected address already reported (or already there when armed).
    let reported = false;
    /** When the basic card for the expected address was committed (epoch ms); 0 not yet. */
    let basicAt = 0;
    const current = () => document.querySelector('article.customer[data-state="found"] .email')?.textContent?.trim().toLowerCase() ?? '';
    // 'story': every section of the context has its answer (a customer card may still be loading).
    // 'sections': two or more workspaces' sections, each with the customer found.
    const sections = () => [...document.querySelectorAll('section.workspace')];
    const ready = () =>
      w.__benchMode === 'basic' ||
      (w.__benchMode === 'sections'
        ? sections().length >= 2 && sections().every((x) => x.querySelector('article.customer')?.getAttribute('data-state') === 'found')
        : document.querySelector('article.customer .context') !== null &&
          document.querySelector('article.customer [data-status="loading"]') === null);
    const trail: string[] = ((window as unknown as { __benchTrail: string[] }).__benchTrail = []);
    const check = () => {
      const text = current();
      const state = document.querySelector('article.customer')?.getAttribute('data-state') ?? 'none';
      if (trail[trail.length - 1] !== `${state}:${text}`) trail.push(`${state}:${text}`);
      if (text !== w.__benchExpect) {
        reported = false;
        basicAt = 0;
        return;
      }
      // When React committed it (this frame's clock, as epoch milliseconds).
      const now = performance.timeOrigin + performance.now();
      if (!basicAt) basicAt = now;
      if (reported || !ready()) return;
      reported = true;
      const basicCommit = basicAt;
      // Each step of the report, for the error when the page never hears of it (once in a full run, 2026-11-24).
      const steps = ((window as unknown as { __benchSteps: string[] }).__benchSteps ??= []);
      steps.push(`${text} committed`);
      requestAnimationFrame(() => {
        steps.push(`${text} frame`);
        const ch = new MessageChannel();
        // cardPainted: the card's own frame has painted (its clock); the page hears of it later.
        ch.port1.onmessage = () => {
          parent.postMessage(
            { __benchPainted: text, commit: now, basicCommit, cardPainted: performance.timeOrigin + performance.now() },
            '*',
          );
          steps.push(`${text} posted`);
        };
        ch.port2.postMessage(0);
      });
    };
    w.__benchObserver = new MutationObserver(check);
    w.__benchObserver.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    // Arming: what is on the card now does not count, only what is rendered from here on.
    (window as unknown as { __benchArm: (expect: string, mode: PaintMode) => void }).__benchArm = (expect, mode) => {
      w.__benchExpect = expect.toLowerCase();
      w.__benchMode = mode;
      const there = current() === w.__benchExpect;
      basicAt = there ? -1 : 0; // -1: it was on the card before this hover
      reported = there && ready();
    };
  });
  await card.evaluate(([e, m]) => (window as unknown as { __benchArm: (expect: string, mode: PaintMode) => void }).__benchArm(e, m), [
    email,
    mode,
  ] as const);
}

interface ProbeState {
  shows: number[];
  hoverAt: number;
  /** t: page clock; commit: the card's DOM commit, converted to the page clock. */
  painted: Array<{ email: string; t: number; commit: number; basicCommit: number; cardPainted: number }>;
  visible: boolean;
  timeOrigin: number;
}

/** In the page (in the world Playwright's handle lives in): watch the iframe, the pointer, the posts. */
export async function installProbe(probe: Probe): Promise<void> {
  await probe.evaluate((frame) => {
    const el = frame as HTMLIFrameElement & { __bench?: ProbeState };
    if (el.__bench) return;
    const st: ProbeState = { shows: [], hoverAt: 0, painted: [], visible: el.style.opacity === '1', timeOrigin: performance.timeOrigin };
    el.__bench = st;
    new MutationObserver(() => {
      const visible = el.style.opacity === '1';
      if (visible && !st.visible) st.shows.push(performance.now());
      st.visible = visible;
    }).observe(el, { attributes: true, attributeFilter: ['style'] });
    const win = el.ownerDocument.defaultView!;
    win.addEventListener('message', (e) => {
      const data = e.data as { __benchPainted?: string; commit?: number; basicCommit?: number; cardPainted?: number } | null;
      if (data && typeof data.__benchPainted === 'string') {
        // No named function here: tsx would wrap it in __name(), which this world does not have.
        const [commit, basic, cardPainted] = [data.commit, data.basicCommit, data.cardPainted].map((epoch) =>
          epoch === undefined || epoch < 0 ? Number.NaN : epoch - performance.timeOrigin,
        );
        st.painted.push({
          email: data.__benchPainted,
          t: performance.now(),
          commit: commit!,
          basicCommit: basic!,
          cardPainted: cardPainted!,
        });
      }
    });
    win.addEventListener(
      'pointermove',
      () => {
        if (!st.hoverAt) st.hoverAt = performance.now();
      },
      { capture: true },
    );
  });
}

export async function probeState(probe: Probe): Promise<ProbeState> {
  return probe.evaluate((el) => (el as HTMLIFrameElement & { __bench: ProbeState }).__bench);
}

export async function resetProbe(probe: Probe): Promise<void> {
  await probe.evaluate((el) => {
    const st = (el as HTMLIFrameElement & { __bench: ProbeState }).__bench;
    st.shows.length = 0;
    st.painted.length = 0;
    st.hoverAt = 0;
  });
}

/** The card document inside the watched iframe (the one the content script shows). */
export async function frameOf(probe: Probe): Promise<Frame> {
  const frame = await probe.contentFrame();
  if (!frame) throw new Error('the card iframe has no document');
  return frame;
}

export async function until<T>(what: string, fn: () => Promise<T | undefined | null | false>, timeoutMs: number, page: Page): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await page.waitForTimeout(10);
  }
}

/** What to hover for an address: by default its visible text on the demo page. */
export type Locate = (email: string) => Locator;

export async function hoverOnce(
  page: Page,
  probe: Probe | null,
  email: string,
  locate?: Locate,
  mode: PaintMode = 'basic',
): Promise<Sample | null> {
  // Away first, as an agent's pointer would be, and until the card has hidden (HIDE_MS = 300).
  await page.mouse.move(1, 1);
  if (probe) {
    await until('the card to hide', async () => !(await probeState(probe)).visible, 5_000, page);
    await resetProbe(probe);
    await armCard(await frameOf(probe), email, mode);
  }
  await (locate ? locate(email) : page.getByTestId('customer-email').filter({ hasText: email }).first()).hover();
  if (!probe) return null;
  const st = await paintedCard(probe, email, 15_000).catch(async (err: Error) => {
    const s = await probeState(probe).catch(() => null);
    const card = await (
      await frameOf(probe)
    )
      .evaluate(() => {
        const w = window as unknown as { __benchTrail?: string[]; __benchSteps?: string[] };
        const now = `${document.querySelector('article')?.getAttribute('data-state')} ${document.querySelector('.email')?.textContent}`;
        return `${w.__benchTrail?.slice(-8).join(' → ')} | now: ${now} | its last reports: ${w.__benchSteps?.slice(-6).join(', ')}`;
      })
      .catch((e: Error) => e.message);
    throw new Error(`${err.message}; probe ${JSON.stringify(s)}; card shows ${card}`);
  });
  const p = st.painted.find((x) => x.email === email.toLowerCase())!;
  const intent = st.shows.find((t) => t >= st.hoverAt);
  if (intent === undefined) throw new Error(`the card for ${email} was painted but never shown`);
  return {
    email,
    intentToPainted: p.t - intent,
    hoverToPainted: p.t - st.hoverAt,
    at: {
      hover: st.hoverAt,
      intent,
      commit: p.commit,
      painted: p.t,
      timeOrigin: st.timeOrigin,
      basicCommit: p.basicCommit,
      cardPainted: p.cardPainted,
    },
  };
}

/**
 * Waits in the page for the probe to hear that the card for `email` was painted. No polling from
 * here: a `page.evaluate` every few ms would load the host's two cores (the bench's process, the
 * browser's, the page's) during the very window timed.
 */
async function paintedCard(probe: Probe, email: string, timeoutMs: number): Promise<ProbeState> {
  const st = await probe.evaluate(
    (el, [expect, ms]) =>
      new Promise<ProbeState | null>((resolve) => {
        // No named function here: tsx would wrap it in __name(), which this world does not have.
        const state = (el as HTMLIFrameElement & { __bench: ProbeState }).__bench;
        if (state.painted.some((p) => p.email === expect)) return resolve(state);
        const stop = new AbortController();
        // Heard after the probe's own listener (installProbe), which records the paint first.
        el.ownerDocument.defaultView!.addEventListener(
          'message',
          () => {
            if (!state.painted.some((p) => p.email === expect)) return;
            stop.abort();
            resolve(state);
          },
          { signal: stop.signal },
        );
        setTimeout(() => (stop.abort(), resolve(null)), ms);
      }),
    [email.toLowerCase(), timeoutMs] as const,
  );
  if (!st) throw new Error(`timed out waiting for the painted card for ${email}`);
  return st;
}

/**
 * The warm-up hover creates the card frame (the first hover also loads the card page). On the
 * last address, so the card does not already show the first one measured: with the lookup warmed
 * at pointer rest, that card would be answered from the cache with nothing to repaint.
 */
export async function openCard(page: Page, emails: string[], locate?: Locate): Promise<Probe> {
  await page.bringToFront();
  await hoverOnce(page, null, emails[emails.length - 1]!, locate);
  // The iframe the content script showed for the warm-up hover is the card in use.
  const visibleCard = async (): Promise<Probe | null> => {
    for (const f of page.frames().filter((fr) => fr.url().includes('/src/ui/card/card.html'))) {
      const el = (await f.frameElement()) as Probe;
      if (await el.evaluate((e) => e.style.opacity === '1')) return el;
    }
    return null;
  };
  const probe = await until('a visible card frame', visibleCard, 15_000, page).catch(() => null);
  if (!probe) throw new Error(`no visible card iframe among ${page.frames().length} frames`);
  // Let the warm-up lookup finish: one still in flight would fill the cache after a clear.
  await (await frameOf(probe)).locator('article.customer[data-state="found"]').waitFor({ timeout: 15_000 });
  await installProbe(probe);
  return probe;
}
