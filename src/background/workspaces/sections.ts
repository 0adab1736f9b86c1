/**
 * The other workspaces' sections for one address, named beside the first: what a card and the
 * popup show under the first workspace's answer. `post` gets the first workspace's name (or ''
 * while it is not known) and every section each time one changes; it resolves after the last.
 */
import type { WorkspaceSection } from '../../shared/contract/card';
import type { WorkspaceStore } from '../workspace/store';
import type { MoreLookups } from './more-lookups';

export interface SectionsDeps {
  workspace: Pick<WorkspaceStore, 'kept'>;
  more: Pick<MoreLookups, 'lookupAll'>;
}

export async function lookupSections(
  deps: SectionsDeps,
  email: string,
  post: (here: string, sections: WorkspaceSection[]) => void,
): Promise<void> {
  // Read at the first sections, not before: with one workspace a hover pays nothing here.
  let here: Promise<string> | null = null;
  // In order, once the first workspace's name is read; the lookup ends after the last.
  let posted = Promise.resolve();
  await deps.more.lookupAll(email, (sections) => {
    here ??= deps.workspace.kept().then(
      (w) => w?.name ?? '',
      () => '',
    );
    posted = here.then((name) => post(name, sections));
  });
  await posted;
}
