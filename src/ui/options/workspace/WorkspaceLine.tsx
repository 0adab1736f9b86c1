/**
 * One line under the key: the workspace the saved key belongs to, or why it is not known (a key
 * without workspace:read still looks customers up; its cards only lack "Open in Plain"). A key
 * the service rejected is said beside the key field instead (KeyField.tsx): here it would read
 * as a missing link, when in fact nothing works.
 */
import type { WorkspaceStatus } from '../../../shared/connection';
import { stateText } from '../../components/state-text';
import { t } from '../../i18n';
import { ActionAccessList } from '../access/ActionAccess';
import { isKeyRejected } from './use-workspace-status';

/** `status`: from useWorkspaceStatus, null with no key saved or while it is not known. */
export function WorkspaceLine({ status }: { status: WorkspaceStatus | null }) {
  const permissions = status?.kind === 'known' || status?.kind === 'refused' ? status.permissions : undefined;
  return (
    <>
      <p
        className={`workspace-line ${status?.kind === 'known' ? 'muted' : 'error'}`}
        role="status"
        data-testid="workspace-status"
        data-state={status?.kind}
      >
        {status?.kind === 'known' && t('workspaceKnown', status.workspace.name)}
        {status?.kind === 'refused' && t('workspaceRefused')}
        {status?.kind === 'failed' && !isKeyRejected(status) && t('workspaceFailed', stateText(status.state))}
      </p>
      {permissions && <ActionAccessList permissions={permissions} />}
    </>
  );
}
