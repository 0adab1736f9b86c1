/** The results, grouped by kind; each hit a line of text (names and titles never as markup). */
import { t } from '../i18n';
import { hitKey, type Group, type Hit } from './results';

const HEADINGS = { customer: 'searchCustomersHeading', company: 'searchCompaniesHeading', thread: 'searchThreadsHeading' } as const;

function HitLine({ hit }: { hit: Hit }) {
  if (hit.kind === 'customer') {
    const c = hit.hit;
    return (
      <>
        <span className="hit-name">{c.fullName}</span>{' '}
        <span className="muted">
          {c.email}
          {c.company ? ` · ${c.company}` : ''}
        </span>
      </>
    );
  }
  if (hit.kind === 'company') {
    const co = hit.hit;
    return (
      <>
        <span className="hit-name">{co.name}</span>{' '}
        <span className="muted">
          {co.domainName}
          {co.tier ? ` · ${co.tier.name}` : ''}
        </span>
      </>
    );
  }
  const th = hit.hit;
  return (
    <>
      <span className="hit-ref">{th.ref}</span> <span className="hit-name">{th.title}</span>{' '}
      <span className="muted">
        {th.status}
        {th.customer ? ` · ${th.customer.fullName}` : ''}
      </span>
    </>
  );
}

export function ResultList({
  groups,
  hits,
  active,
  query,
  pending,
  companyName,
  onOpen,
}: {
  groups: Group[];
  hits: Hit[];
  active: number;
  query: string;
  pending: boolean;
  companyName: string | null;
  onOpen: (hit: Hit) => void;
}) {
  const shown = groups.filter((g) => g.hits.length || g.problem);
  const empty = !pending && groups.length > 0 && hits.length === 0 && shown.every((g) => !g.problem);
  return (
    <div id="search-results" aria-busy={pending}>
      {companyName && <p className="search-company">{t('searchCompanyPeople', companyName)}</p>}
      {shown.map((g) => (
        <section key={g.kind} className="search-group" data-kind={g.kind}>
          {!companyName && (
            <h2 className="section" id={`search-${g.kind}`}>
              {t(HEADINGS[g.kind])}
            </h2>
          )}
          {g.problem && (
            <p className="muted search-problem" data-problem={g.kind}>
              {g.problem}
            </p>
          )}
          {g.hits.length > 0 && (
            <ul role="listbox" aria-labelledby={companyName ? undefined : `search-${g.kind}`} aria-label={companyName ?? undefined}>
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
      ))}
      {empty && <p className="muted search-empty">{companyName ? t('searchCompanyNoPeople') : t('searchNothing', query)}</p>}
    </div>
  );
}
