/**
 * What an end-to-end test drives, in any browser: a stack (the local API, the demo support page,
 * a browser with the extension), its tabs, the card in a tab, and the extension's own pages.
 * Written against this, a behaviour is tested once and run in Chromium and Firefox alike; what a
 * browser does its own way (Firefox's event page, Chromium's popup reached over CDP) lives in its
 * adapter, chromium.ts or firefox.ts.
 */
import type { ApiServer, ApiServerOptions } from '../../../api/server';
import type { ManagedSettings } from './policy';

export type BrowserName = 'chromium' | 'firefox';

/** A box in CSS pixels of a tab's top viewport. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A document the test can run code in. `fn` is serialised: it sees only its argument. */
export interface Realm {
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
}

/** The card, in its extension frame of a tab. */
export interface CardView extends Realm {
  /** The card's frame in the tab's top viewport. */
  box(): Promise<Box>;
  /**
   * A real click (trusted input, as an agent's) on the first element `selector` matches; `force`:
   * at its place even when it is disabled.
   */
  click(selector: string, opts?: { force?: boolean }): Promise<void>;
  /** A real double click there. */
  doubleClick(selector: string): Promise<void>;
  /** A real click on the button whose text is exactly `name`. */
  clickButton(name: string): Promise<void>;
  /** Types `text` into the field, replacing what it held, as the agent would. */
  fill(selector: string, text: string): Promise<void>;
  /** Picks the option with this value in a `<select>`. */
  select(selector: string, value: string): Promise<void>;
}

export interface Tab extends Realm {
  url(): string;
  /** Runs a script's text in the document, as the browser's devtools would: past the page's content security policy. */
  addScript(source: string): Promise<void>;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  bringToFront(): Promise<void>;
  close(): Promise<void>;
  /** Real input, at points of the top viewport. */
  mouse: {
    move(x: number, y: number, opts?: { steps?: number }): Promise<void>;
    click(x: number, y: number): Promise<void>;
  };
  /** A key, or a chord as "Control+v". */
  keyboard: { press(key: string): Promise<void> };
  /** A PNG of the top viewport, or of `clip` in it. */
  screenshot(clip?: Box): Promise<Buffer>;
  /** Resizes the viewport; `deviceScaleFactor` 1.5 is a 150 % zoom. */
  setViewport(size: { width: number; height: number; deviceScaleFactor: number }): Promise<void>;
  /** The card's frame, when the tab has one (shown or not). */
  card(): Promise<CardView | null>;
  /**
   * Until the extension has had its chance to start its content script in this document: past
   * the point where the browser would run it, or (where that cannot be told) until the script
   * of a page opened after this one is at work.
   */
  pastContentScriptStart(): Promise<void>;
  /** Whether the card is on screen, as the agent would see it. */
  isCardShown(): Promise<boolean>;
  /**
   * The addresses the underline holds in the top document (those near the viewport), sorted, or
   * only those with a line drawn; null when the document has no underline's layer. `frame`: in
   * the document of the `<iframe>` this selector finds in the top document instead.
   */
  underlines(opts?: { drawn?: boolean; frame?: string }): Promise<string[] | null>;
}

/** An extension page outside the tabs: the real toolbar popup, the side panel. */
export interface ExtensionView {
  /** Its text, white space collapsed; null once it is gone. */
  text(): Promise<string | null>;
  /** Clicks the button whose text is exactly `name`, within the agent's input (a user gesture). */
  clickButton(name: string): Promise<void>;
  /** Presses that button with the mouse: real input, trusted, as a write's Confirm asks of the agent. */
  pressButton(name: string): Promise<void>;
  /** Runs `fn` on the page's document (serialised: it sees only the document and `arg`, as JSON). */
  evaluate<T, A = undefined>(fn: (document: Document, arg: A) => T, arg?: A): Promise<T>;
  close(): Promise<void>;
}

export interface StartOptions {
  api?: ApiServerOptions;
  /** Device pixels per CSS pixel (1.5: a 150 % zoom), for tests that read pixels. */
  deviceScaleFactor?: number;
  /** The system's colour scheme, for the whole browser from its launch. */
  colorScheme?: 'dark' | 'light';
  /**
   * A policy manages the extension (driver/policy.ts): a copy of the build under an id of its
   * own, with these settings. No options page opens on install, so in Firefox the test has no
   * way into the extension (configure, inExtension, underlines and the popup are not there).
   */
  managed?: ManagedSettings;
  /** Another build of the extension to install (a directory, or Firefox's zip), in place of the local build. */
  extension?: string;
  /** Firefox's own preferences for the profile (Chromium has none to set). */
  firefoxPrefs?: Record<string, unknown>;
}

export interface Driver {
  readonly name: BrowserName;
  readonly api: ApiServer;
  readonly demoUrl: string;
  /** Under `managed`: the copy's id and the policy written for it. */
  readonly policy?: { id: string; written: Record<string, unknown> };
  /** The origin `openServedPages` serves on (a support site): `http://localhost:<its port>` is another origin of the same server. */
  readonly pagesUrl: string;
  /** The demo support page (live inbox off, so rows stay put), once its rows are drawn. */
  openDemo(path?: string): Promise<Tab>;
  /** A page at `url`, once loaded. */
  openPage(url: string): Promise<Tab>;
  /** The extension's page at `path` (as "src/ui/popup/popup.html") in a tab of its own, once loaded. */
  openExtensionPage(path: string): Promise<Tab>;
  /**
   * Pages of exact HTML on a support site's origin (`pagesUrl`): `pages` maps paths (or full
   * URLs on the same port) to HTML; the first is opened.
   */
  openServedPages(pages: Record<string, string>): Promise<Tab>;
  /**
   * Saves the key (null: none) and base URL as the agent would, and returns once the background
   * has read the workspace for them; then clears the API's request log, so a test counts only
   * the requests it causes.
   */
  configure(apiKey: string | null, baseUrl?: string): Promise<void>;
  /**
   * Types the key and base URL into the options page and presses Save, as an agent would, until
   * the page says "Saved"; nothing after that is waited for (the background's read of the
   * workspace may still be on its way).
   */
  typeSettings(apiKey: string, baseUrl?: string): Promise<void>;
  /**
   * As `typeSettings`, then until the page, opened again, shows `savedAs` (the base URL as the
   * page keeps it); then as `configure`.
   */
  saveSettings(apiKey: string, baseUrl?: string, savedAs?: string): Promise<void>;
  /**
   * The options page, once it has drawn its form. Firefox keeps one open (the driver asks the
   * extension from it): there it is that page, fresh, and closing it leaves it open.
   */
  openOptions(): Promise<Tab>;
  /** Runs `fn` in an extension page or worker, where `chrome.*` is the extension's API. */
  inExtension<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Where each tab of the browser is (extension pages too). */
  tabUrls(): Promise<string[]>;
  /** How many tabs have a content script of the extension in them (extension pages aside). */
  tabsWithContentScript(): Promise<number>;
  /** The real toolbar popup for `tab`, once it says `saying`. */
  openPopup(tab: Tab, saying: string): Promise<ExtensionView>;
  /** The side panel (Firefox's sidebar) the popup's "Open side panel" opened from `tab`. */
  sidePanel(tab: Tab): Promise<ExtensionView>;
  shutdown(): Promise<void>;
}

export interface Browser {
  readonly name: BrowserName;
  start(opts?: StartOptions): Promise<Driver>;
}
