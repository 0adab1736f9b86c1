/**
 * The other workspaces' own domains, for the colleague lists (settings/colleague-domains.ts): an
 * address on one workspace's domain is a colleague's there, and still a possible customer in the others.
 */
import type { MoreLookups } from './more-lookups';

/** Each other workspace's own domains, as kept (null while its workspace is not read yet): no request. */
export async function otherDomains(more: Pick<MoreLookups, 'on'>): Promise<Array<string[] | null>> {
  return Promise.all(
    (await more.on()).map((r) =>
      r.store.kept().then(
        (w) => w?.domainNames ?? null,
        () => null,
      ),
    ),
  );
}
