/** One hit as a line of text: a name, then what tells it apart (names and titles never as markup). */
import type { Hit } from './results';

export function HitLine({ hit }: { hit: Hit }) {
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
