/**
 * The workspaces after the first (settings/workspaces.ts): each is looked up on every hover too.
 * The page never holds their keys: the background answers with a summary, and the list is asked
 * again whenever the background stores a change (another tab, a workspace's name read from Plain)
 * or the organisation's policy changes the workspaces it lists (shown first).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import browser, { type Storage } from 'webextension-polyfill';
import type { WorkspaceSummary } from '../../../shared/contract/workspaces';
import { MANAGED_KEYS } from '../../../shared/settings/settings';
import { MAX_WORKSPACES, MORE_WORKSPACES_KEY } from '../../../shared/settings/workspaces';
import { ask } from '../../ask';
import { t } from '../../i18n';
import { WorkspaceGroup } from './WorkspaceGroup';

/**
 * A group on the page. `key` names it for React and its fields' ids, and stays when an unsaved
 * group is saved, so the group keeps its "Saved" and its focus as it becomes a saved one. `seen`:
 * the list has shown its id; absent from a later list, it was removed.
 */
interface Item {
  key: string;
  id: string | null;
  seen: boolean;
}

const isListed = (changes: Record<string, Storage.StorageChange>) =>
  Object.keys(changes).some((k) => k === MORE_WORKSPACES_KEY || k.startsWith('workspace@'));

/** `onListed`: how many the background lists, saved (the first workspace's label and colour show only beside others). */
export function MoreWorkspaces({ locked, onListed }: { locked: boolean; onListed?: (count: number) => void }) {
  const [list, setList] = useState<WorkspaceSummary[]>([]);
  const [items, setItems] = useState<Item[]>([]);
  const asked = useRef(0);
  const added = useRef(0);

  const reload = useCallback(async () => {
    // Only the newest answer counts: an older one landing late would bring back a removed workspace.
    const mine = ++asked.current;
    const answer = await ask({ type: 'workspaces' });
    if (mine !== asked.current) return;
    setList(answer);
    setItems((now) => now.map((i) => (i.id !== null && answer.some((w) => w.id === i.id) ? { ...i, seen: true } : i)));
  }, []);

  useEffect(() => {
    void reload();
    const changed = (changes: Record<string, Storage.StorageChange>, area: string) => {
      if ((area === 'local' && isListed(changes)) || (area === 'managed' && MANAGED_KEYS.workspaces in changes)) void reload();
    };
    browser.storage.onChanged.addListener(changed);
    return () => browser.storage.onChanged.removeListener(changed);
  }, [reload]);

  useEffect(() => onListed?.(list.length), [list.length, onListed]);

  const keyOf = (id: string) => items.find((i) => i.id === id)?.key ?? id;
  // Saved and listed first, in the background's order; then the groups the list does not show yet.
  const groups = [
    ...list.map((w) => ({ key: keyOf(w.id), id: w.id, saved: w })),
    ...items.filter((i) => i.id === null || (!i.seen && !list.some((w) => w.id === i.id))).map((i) => ({ ...i, saved: null })),
  ];
  const full = groups.length >= MAX_WORKSPACES - 1;

  const add = () => setItems((now) => [...now, { key: `new${++added.current}`, id: null, seen: false }]);
  const saved = (key: string, id: string) => {
    setItems((now) => now.map((i) => (i.key === key ? { ...i, id } : i)));
    void reload();
  };
  // An unsaved group just goes; a saved one goes with the list that no longer has it.
  const removed = (key: string) => {
    setItems((now) => now.filter((i) => !(i.key === key && i.id === null)).map((i) => (i.key === key ? { ...i, seen: true } : i)));
    void reload();
  };

  return (
    <section aria-labelledby="more-workspaces-title">
      <h2 id="more-workspaces-title">{t('moreWorkspacesTitle')}</h2>
      <p className="hint">{t('moreWorkspacesHint')}</p>
      {groups.map((g) => (
        <WorkspaceGroup
          key={g.key}
          groupKey={g.key}
          id={g.id}
          saved={g.saved}
          locked={locked}
          onSaved={(id) => saved(g.key, id)}
          onRemoved={() => removed(g.key)}
        />
      ))}
      {full ? (
        <p className="hint">{t('workspacesFull', String(MAX_WORKSPACES))}</p>
      ) : (
        <button type="button" className="secondary" onClick={add} disabled={locked}>
          {t('addWorkspace')}
        </button>
      )}
    </section>
  );
}
