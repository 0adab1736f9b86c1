/**
 * The results, grouped by kind; with more workspaces on, each workspace's groups under its name,
 * edged in its colour as the card's sections are (components/workspaces/WorkspaceSections.tsx).
 * What one workspace could not search is said in its own section; the others still show.
 */
import type { ReactNode } from 'react';
import { t } from '../i18n';
import { HitLine } from './HitLine';
import { hitKey, type Group, type Hit, type Place } from './results';

const HEADINGS = { customer: 'searchCustomersHeading', company: 'searchCompaniesHeading', thread: 'searchThreadsHeading' } as const;

interface Shown {
  hits: Hit[];
  active: number;
  companyName: string | null;
  onOpen: (hit: Hit) => void;
}

export function ResultList({
  places,
  query,
  pending,
  ...shown
}: Shown & {
  places: Place[];
  query: string;
  pending: boolean;
}) {
  const { hits, companyName } = shown;
  const said = places.some((p) => p.problem || p.groups.some((g) => g.problem));
  const empty = !pending && places.length > 0 && hits.length === 0 && !said;
  const labelled = places.some((p) => p.name !== null);
  const all = places.map((p) => (
    <Workspace key={p.key} place={p}>
      {p.groups
        .filter((g) => g.hits.length || g.problem)
        .map((g) => (
          <Kind
            key={g.kind}
            group={g}
            headingId={p.key === 'first' ? `search-${g.kind}` : `search-${p.key}-${g.kind}`}
            nested={p.name !== null}
            {...shown}
          />
        ))}
    </Workspace>
  ));
  return (
    <div id="search-results" aria-busy={pending}>
      {companyName && <p className="search-company">{t('searchCompanyPeople', companyName)}</p>}
      {labelled && !companyName ? (
        <div className="workspaces" role="group" aria-label={t('searchWorkspaces')}>
          {all}
        </div>
      ) : (
        all
      )}
      {empty && <p className="muted search-empty">{companyName ? t('searchCompanyNoPeople') : t('searchNothing', query)}</p>}
    </div>
  );
}

/** One workspace's results: as they always were with one workspace, else under its name. */
function Workspace({ place, children }: { place: Place; children: ReactNode }) {
  if (place.name === null) return <>{children}</>;
  const edge = place.colour ? { borderInlineStartColor: place.colour } : undefined;
  return (
    <section className="workspace search-workspace" aria-label={place.name} data-workspace={place.key} style={edge}>
      <h2 className="workspace-name">{place.name}</h2>
      {place.problem && (
        <p className="muted search-problem" data-problem="workspace">
          {place.problem}
        </p>
      )}
      {children}
    </section>
  );
}

/** One kind's hits; `nested`: under a workspace's name, so its heading is one level down. */
function Kind(props: Shown & { group: Group; headingId: string; nested: boolean }) {
  const { group: g, headingId, nested, hits, active, companyName, onOpen } = props;
  const Heading = nested ? 'h3' : 'h2';
  return (
    <section className="search-group" data-kind={g.kind}>
      {!companyName && (
        <Heading className="section" id={headingId}>
          {t(HEADINGS[g.kind])}
        </Heading>
      )}
      {g.problem && (
        <p className="muted search-problem" data-problem={g.kind}>
          {g.problem}
        </p>
      )}
      {g.hits.length > 0 && (
        <ul role="listbox" aria-labelledby={companyName ? undefined : headingId} aria-label={companyName ?? undefined}>
          {g.hits.map((h) => {
            const at = hits.indexOf(h);
            return (
              <li
                key={hitKey(h)}
                id={`hit-${hitKey(h)}`}
                role="option"
                aria-selected={at === active}
                data-hit={h.kind}
                className={at === active ? 'active' : undefined}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => onOpen(h)}
              >
                <HitLine hit={h} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
