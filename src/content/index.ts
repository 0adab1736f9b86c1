/**
 * The content script: finds addresses, tells which one the pointer is on, places the card.
 * It never holds the key and never rewrites the app's DOM. It runs in the top frame only and
 * reaches into same-origin frames itself (see frames.ts), so a tab has one card.
 */
import type { Runtime } from 'webextension-polyfill';
import { extension as browser } from './messaging/extension-api';
import { parseBackgroundToContent } from '../shared/messages';
import { SYNC_KEYS } from '../shared/settings/settings';
import { AddressRegistry } from './scan/address-registry';
import { askColleagueDomains, askForLookup, warmLookup } from './messaging/ask-background';
import { CardFrame } from './card/frame';
import { Frames } from './scan/frames';
import { HoverController } from './pointer/hover-controller';
import type { Target } from './card/anchor';
import { Scanner } from './scan/scanner';
import { SenderAddresses } from './scan/sender-address';
import { openCardOnRequest, trackContextMenu, type RightClicked } from './pointer/open-on-request';
import { pageHints } from './card/page-hints';
import { existingHost } from './page-host';

/** How long the underline waits for the colleagues' domains before it shows without them. */
const COLLEAGUES_WAIT_MS = 1_000;

/** Injected into open tabs when a site is added, so it may arrive twice: start once. */
function start(): void {
  const card = new CardFrame(document);
  // Our host (the underline's layer, the card's frame) is never read as the app's text.
  const ownHost = () => existingHost(document);
  const rightClicked: RightClicked = { target: null };
  const senders = new SenderAddresses(ownHost);
  // What the registry cannot answer alone it asks of the scanner, made below it.
  const registry = new AddressRegistry({
    miss: (node) => scanner.resolver.resolveAround(node),
    inAttributes: (node) => senders.at(node),
    findAgain: () => scanner.rescan(),
  });
  // A same-origin frame's document is scanned and followed like the top one, and its window
  // gets the hover and context-menu listeners (events do not leave a frame).
  const frames = new Frames((doc) => {
    scanner.adopt(doc);
    if (!doc.defaultView) return;
    hover.attach(doc.defaultView);
    trackContextMenu(doc.defaultView, rightClicked);
  });
  const scanner = new Scanner(registry, document, ownHost, (frame) => frames.watch(frame));
  // If the background will not take the lookup (this site was just removed, the extension was
  // updated under the page), the card closes rather than wait for an answer that cannot come.
  let asked: { email: string; target: Target | null } | null = null;
  const ask = (email: string, target: Target | null) => {
    asked = { email, target };
    void askForLookup(email, pageHints(target, email, document)).then((ack) => ack.accepted || hover.close());
  };
  const hover: HoverController = new HoverController(document, registry, card, ask, (root) => scanner.adopt(root, true), warmLookup);

  scanner.start();
  hover.attach();
  trackContextMenu(window, rightClicked);

  // The underline (and the search ahead that feeds it) waits for the colleagues' domains, so a
  // colleague's address is never underlined, not even for a moment; past a short wait (a worker
  // slow to start) it goes ahead, and the list, when it comes, takes theirs away.
  const colleagues = askColleagueDomains().then((domains) => registry.setColleagues(domains));
  const waited = Promise.race([colleagues, new Promise((r) => setTimeout(r, COLLEAGUES_WAIT_MS))]);
  void Promise.all([browser.storage.sync.get(SYNC_KEYS.highlight), waited]).then(([v]) =>
    registry.setHighlighted(v[SYNC_KEYS.highlight] !== false),
  );
  browser.storage.onChanged.addListener((changes, area) => {
    const change = changes[SYNC_KEYS.highlight];
    if (area === 'sync' && change) registry.setHighlighted(change.newValue !== false);
  });

  browser.runtime.onMessage.addListener((raw: unknown, sender: Runtime.MessageSender) => {
    if (sender.id !== browser.runtime.id) return undefined;
    const msg = parseBackgroundToContent(raw);
    if (msg?.type === 'card-close') hover.close();
    if (msg?.type === 'card-hold') hover.hold();
    if (msg?.type === 'card-release') hover.release();
    if (msg?.type === 'card-resize') card.setHeight(msg.height);
    if (msg?.type === 'open-card') openCardOnRequest(document, hover, registry, msg.email, rightClicked);
    if (msg?.type === 'colleague-domains') registry.setColleagues(msg.domains);
    // An open card ("Add your API key", "rejected") follows a change of settings, or a Retry, at once.
    if (msg?.type === 'ask-again' && hover.isOpen && asked) ask(asked.email, asked.target);
    return undefined;
  });
}

const started = globalThis as { customerLensStarted?: boolean };
if (!started.customerLensStarted) {
  started.customerLensStarted = true;
  start();
}
