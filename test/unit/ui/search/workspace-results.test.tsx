/**
 * The search results with more workspaces on: each workspace's groups under its name, edged in its
 * colour; a workspace that failed every kind alike says so once in its own section while the
 * others' hits still show; each hit knows its workspace; with one workspace, no names at all.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { SearchAnswer, SearchResults } from '../../../../src/shared/contract/search';

vi.mock('webextension-polyfill', async () => ({ default: (await import('../../support/i18n-browser')).i18nBrowser }));
const { placesOf, hitKey } = await import('../../../../src/ui/search/results');
const { ResultList } = await import('../../../../src/ui/search/ResultList');

const jane = (id: string) => ({ id, fullName: 'Jane Cooper', email: 'jane.cooper@acme.io', company: null });
const found = (id: string): SearchResults => ({
  customers: { status: 'ok', data: [jane(id)] },
  companies: { status: 'ok', data: [] },
  threads: { status: 'ok', data: [] },
});
const down = { status: 'failed', reason: 'unreachable' } as const;
const answer = (extra: Partial<SearchAnswer> = {}): SearchAnswer => ({ query: 'jane', ...found('c_01JANE'), ...extra });

const render = (a: SearchAnswer) => {
  const places = placesOf(a);
  const hits = places.flatMap((p) => p.groups.flatMap((g) => g.hits));
  const html = renderToStaticMarkup(
    <ResultList places={places} hits={hits} active={-1} query={a.query} pending={false} companyName={null} onOpen={() => undefined} />,
  );
  return { places, hits, html };
};

describe('results in every workspace', () => {
  it('with one workspace: no workspace names, the groups as they always were', () => {
    const { places, html } = render(answer());
    expect(places.map((p) => p.name)).toEqual([null]);
    expect(html).not.toContain('search-workspace');
    expect(html).toContain('<h2 class="section" id="search-customer">');
  });

  it("each workspace under its name and colour; each hit knows its workspace and Plain's id of it", () => {
    const more = [{ id: 'wglobex01', name: 'Globex Support', colour: '#16a34a', plainId: 'w_09GLOBEX', results: found('c_09JANE') }];
    const { places, hits, html } = render(answer({ here: 'Acme Support', more }));
    expect(places.map((p) => [p.key, p.name])).toEqual([
      ['first', 'Acme Support'],
      ['wglobex01', 'Globex Support'],
    ]);
    expect(hits.map((h) => h.from?.plainId ?? null)).toEqual([null, 'w_09GLOBEX']);
    expect(new Set(hits.map(hitKey)).size).toBe(2);
    expect(html).toContain('data-workspace="wglobex01" style="border-inline-start-color:#16a34a"');
    expect(html).toContain('<h2 class="workspace-name">Globex Support</h2>');
    expect(html).toContain('id="search-wglobex01-customer"');
  });

  it("the first workspace under the agent's label, edged in its colour, as the others are", () => {
    const more = [{ id: 'wglobex01', name: 'Globex Support', colour: '#16a34a', results: found('c_09JANE') }];
    const { places, html } = render(answer({ here: 'Acme EU', hereColour: '#d97706', more }));
    expect(places.map((p) => [p.name, p.colour])).toEqual([
      ['Acme EU', '#d97706'],
      ['Globex Support', '#16a34a'],
    ]);
    expect(html).toContain('data-workspace="first" style="border-inline-start-color:#d97706"');
    expect(html).toContain('<h2 class="workspace-name">Acme EU</h2>');
  });

  it('a workspace that is down says so once, in its own section; the first is named even while its name is not known', () => {
    const more = [{ id: 'wglobex01', name: 'Globex', colour: null, results: { customers: down, companies: down, threads: down } }];
    const { places, hits, html } = render(answer({ here: '', more }));
    expect(places[0]!.name).toBe('Your first workspace');
    expect(places[1]!.problem).not.toBeNull();
    expect(places[1]!.groups.every((g) => g.problem === null)).toBe(true);
    expect(hits).toHaveLength(1);
    const globex = html.slice(html.indexOf('data-workspace="wglobex01"'));
    expect(globex.match(/search-problem/g)).toHaveLength(1);
    expect(globex).toContain('data-problem="workspace"');
    expect(html.slice(0, html.indexOf('data-workspace="wglobex01"'))).toContain('Jane Cooper');
  });

  it("a workspace slower than the first says once that it is still searching, and the first's hits show", () => {
    const loading = { status: 'loading' } as const;
    const more = [{ id: 'wglobex01', name: 'Globex', colour: null, results: { customers: loading, companies: loading, threads: loading } }];
    const { places, hits, html } = render(answer({ here: 'Acme', more }));
    expect(places[1]!.problem).toBe('Still searching…');
    expect(hits).toHaveLength(1);
    const globex = html.slice(html.indexOf('data-workspace="wglobex01"'));
    expect(globex.match(/search-problem/g)).toHaveLength(1);
    expect(html).not.toContain('Nothing found');
  });
});
