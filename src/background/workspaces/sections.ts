/**
 * The other workspaces' sections for one address, named beside the first: what a card and the
 * popup show under the first workspace's answer. `post` gets the first workspace's name and colour
 * (first-workspace.ts; the name '' while not known) and every section each time one changes; it
 * resolves after the last.
 */
import type { Here, WorkspaceSection } from '../../shared/contract/card';
import { hereOf, type HereDeps } from './first-workspace';
import type { MoreLookups } from './more-lookups';

export interface SectionsDeps extends HereDeps {
  more: Pick<MoreLookups, 'lookupAll'>;
}

export async function lookupSections(
  deps: SectionsDeps,
  email: string,
  post: (here: Here, sections: WorkspaceSection[]) => void,
): Promise<void> {
  // Read at the first sections, not before: with one workspace a hover pays nothing here.
  let here: Promise<Here> | null = null;
  // In order, once the first workspace's name is read; the lookup ends after the last.
  let posted = Promise.resolve();
  await deps.more.lookupAll(email, (sections) => {
    here ??= hereOf(deps);
    posted = here.then((first) => post(first, sections));
  });
  await posted;
}
