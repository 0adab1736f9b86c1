/**
 * The card, shown in a frame beside an address. It listens on its own port to the background,
 * which pushes what to show, and it reports its height so the frame fits it.
 */
import { StrictMode, useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import browser, { type Runtime } from 'webextension-polyfill';
import { parseBackgroundToCard, PORT_CARD, type CardShow, type CardToBackground } from '../../shared/messages';
import { CONTEXT_SECTIONS } from '../../shared/customer-context';
import type { LookupState } from '../../shared/lookup-state';
import { CustomerView } from '../components/CustomerView';
import { WorkspaceSections } from '../components/workspaces/WorkspaceSections';
import { createChoices } from '../components/actions/create-in';
import type { ActionHooks } from '../components/actions/CustomerActions';
import { t } from '../i18n';
import '../theme.css';
import '../customer.css';
import '../card.css';
import { watchKeyboard } from './keyboard';
import { watchOpenForms } from './open-forms';

/**
 * Connects to the background by the card's port. What it brings is checked first
 * (`parseBackgroundToCard`); anything else is dropped.
 */
function connect(onShow: (msg: CardShow) => void): Runtime.Port {
  const port = browser.runtime.connect({ name: PORT_CARD });
  port.onMessage.addListener((raw: unknown) => {
    const msg = parseBackgroundToCard(raw);
    // Rendered in this task, not in a task React would schedule after it: on a busy extension
    // process that one can wait behind others, and the card's next frame with it.
    if (msg) flushSync(() => onShow(msg));
  });
  return port;
}

/** How long the card keeps its height for a story still on its way (a slow API: then it fits). */
const HOLD_MS = 1500;

/**
 * A lookup under way, or a found customer whose story is not all in yet: the card keeps its last
 * height meanwhile. "Looking up…" counts too: on a busy machine it gets a frame of its own before
 * the customer comes, and the card would shrink to it and grow back.
 */
function storyPending(state: LookupState): boolean {
  if (state.kind === 'loading') return true;
  if (state.kind !== 'found') return false;
  const context = state.context;
  return !context || CONTEXT_SECTIONS.some((name) => context[name].status === 'loading');
}

/**
 * Each change of the card's height resizes its frame in the page, and a frame of another process
 * that changes size holds the page's next frame until it has drawn one of the new size (some
 * 50 ms in the bench, docs/performance.md). So between customers the card does not shrink to
 * "Looking up…" or the basic card and grow again for the story: it keeps its height until the
 * story is in (or HOLD_MS), then takes the story's, one resize a hover.
 */
function useHeldHeight(shown: CardShow | null, settled: React.RefObject<number | undefined>): number | undefined {
  const [expired, setExpired] = useState<CardShow | null>(null);
  const pending = shown !== null && storyPending(shown.state) && expired !== shown;
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setExpired(shown), HOLD_MS);
    return () => clearTimeout(timer);
  }, [pending, shown]);
  return pending ? settled.current : undefined;
}

/** The card offers the actions with no hooks of its own: whether a form is open is read from its DOM (open-forms.ts). */
const CARD_ACTIONS: ActionHooks = Object.freeze({});

function Card() {
  const [shown, setShown] = useState<CardShow | null>(null);
  const port = useRef<Runtime.Port | null>(null);
  const box = useRef<HTMLElement>(null);
  const keys = useRef<ReturnType<typeof watchKeyboard> | null>(null);
  /** The card's height when last not held (read where the resize observer reads it: no extra layout). */
  const settled = useRef<number | undefined>(undefined);

  /** The frame's height last asked for: asked again on a new port, as one asked on a dropped port is lost. */
  const height = useRef<number | undefined>(undefined);

  useEffect(() => {
    const send = (msg: CardToBackground) => {
      try {
        port.current?.postMessage(msg);
      } catch {
        // The port dropped (a stopped worker) and the new one is not open yet: a resize is
        // asked again when it opens, and the rest is the agent's to do again.
      }
    };
    const open = () => {
      port.current = connect(setShown);
      // A stopped service worker drops the port; a new one is woken by connecting again.
      port.current.onDisconnect.addListener(() => setTimeout(open, 100));
      if (height.current !== undefined) send({ type: 'resize', height: height.current });
    };
    open();
    keys.current = watchKeyboard(
      window,
      () => box.current,
      () => send({ type: 'close' }),
    );
    const resize = new ResizeObserver(() => {
      // The frame must also hold the card's margin, where its shadow fades out, or it is cut off.
      if (!box.current) return;
      const rect = box.current.getBoundingClientRect();
      if (!box.current.style.minHeight) settled.current = rect.height; // not held (useHeldHeight)
      const margin = parseFloat(getComputedStyle(box.current).marginBottom) || 0;
      // From the page's top, not the view's: in a frame shorter than the card (a short window)
      // the page scrolls, and the card's height must not shrink by what is scrolled away.
      height.current = Math.ceil(box.current.offsetTop + rect.height + margin);
      send({ type: 'resize', height: height.current });
    });
    if (box.current) resize.observe(box.current);
    const forms = box.current && watchOpenForms(box.current, (open) => send({ type: open ? 'hold' : 'release' }));
    return () => {
      keys.current?.stop();
      resize.disconnect();
      forms?.();
    };
  }, []);

  // The first workspace's customer: Create customer may create them in another workspace without them too.
  const choices = useMemo(() => createChoices(shown?.here, shown?.more), [shown?.here, shown?.more]);
  const firstHooks = useMemo(() => (choices ? { ...CARD_ACTIONS, createIn: choices } : CARD_ACTIONS), [choices]);
  // `workspace`: another workspace's section, whose story is that workspace's to ask for again.
  const retry = useRef((customerId: string, workspace?: string) =>
    port.current?.postMessage({ type: 'retry', customerId, ...(workspace ? { workspace } : {}) } satisfies CardToBackground),
  ).current;

  // An agent who came in from the keyboard before the customer did gets the first control now.
  useEffect(() => keys.current?.settle(), [shown]);
  const held = useHeldHeight(shown, settled);

  return (
    <main className="card" ref={box} style={held ? { minHeight: `${held}px` } : undefined}>
      <h1 className="visually-hidden">{t('extName')}</h1>
      {shown && !shown.more && <CustomerView state={shown.state} email={shown.email} scrolls actions={CARD_ACTIONS} onRetry={retry} />}
      {shown?.more && (
        <WorkspaceSections
          here={shown.here ?? ''}
          hereColour={shown.hereColour}
          more={shown.more}
          email={shown.email}
          onRetry={retry}
          actions={CARD_ACTIONS}
          first={<CustomerView state={shown.state} email={shown.email} scrolls actions={firstHooks} onRetry={retry} />}
          firstOff={shown.state.kind === 'switched-off'}
        />
      )}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Card />
  </StrictMode>,
);
