/**
 * The box's query, asked once it settles: after SETTLE_MS without a keystroke, so a word typed at
 * a person's pace costs one set of requests, not one per key. Only the newest query's answer is
 * shown (LatestAnswer): a slow answer to an earlier query never replaces a later one's.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { SearchAnswer } from '../../shared/contract/search';
import { LatestAnswer } from '../../shared/search/latest-answer';
import { planQuery, SETTLE_MS } from '../../shared/search/query-plan';
import { ask } from '../ask';

export interface SearchView {
  answer: SearchAnswer | null;
  /** A query is asked (or about to be) whose answer is not in yet. */
  pending: boolean;
}

export function useSearch(query: string): SearchView {
  // One per box, for as long as the box is open: the background aborts a box's superseded query.
  const box = useMemo(() => crypto.randomUUID(), []);
  const latest = useRef(new LatestAnswer());
  const [view, setView] = useState<SearchView>({ answer: null, pending: false });

  useEffect(() => {
    const ticket = latest.current.asked();
    if (planQuery(query).kind !== 'search') {
      setView({ answer: null, pending: false });
      // Tell the background the box moved on, so its older query is let go of; no request.
      if (query.trim()) void ask({ type: 'search', box, query: query.slice(0, 200) }).catch(() => undefined);
      return;
    }
    setView((v) => ({ ...v, pending: true }));
    const asking = () =>
      void ask({ type: 'search', box, query: query.slice(0, 200) }).then(
        (answer) => {
          if (!live || !latest.current.takes(ticket)) return;
          setView({ answer, pending: false });
          // A workspace slower than the others came as still asking: asked again, the same
          // query joins its flight (or finds its answer kept), and its results replace the line.
          if (stillAsking(answer)) asking();
        },
        () => latest.current.takes(ticket) && setView({ answer: null, pending: false }),
      );
    let live = true;
    const timer = setTimeout(asking, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, box]);
  return view;
}

const stillAsking = (answer: SearchAnswer | null) =>
  answer?.more?.some(({ results }) => [results.customers, results.companies, results.threads].some((s) => s.status === 'loading')) ?? false;
