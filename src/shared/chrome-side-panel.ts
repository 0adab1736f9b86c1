/**
 * Chrome's side panel API, which webextension-polyfill does not wrap; undefined in
 * Firefox, whose sidebar is `sidebarAction`. Read when a module loads, as the browser gives it.
 */
export type ChromeSidePanel = { open(options: { windowId: number }): Promise<void> };

export const chromeSidePanel = (globalThis as { chrome?: { sidePanel?: ChromeSidePanel } }).chrome?.sidePanel;
