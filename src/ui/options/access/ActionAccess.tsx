/**
 * Which of the card's actions the saved key allows, from the permissions the background read with
 * the key's workspace: each action, and every permission it lacks if it does.
 */
import { ACTIONS, missingPermissions, type Action } from '../../../shared/drafts';
import { t } from '../../i18n';

const LABEL: Record<Action, string> = {
  'create-customer': 'actionCreateCustomer',
  'create-thread': 'actionCreateThread',
  'create-note': 'actionCreateNote',
  'log-email': 'actionLogEmail',
};

export function ActionAccessList({ permissions }: { permissions: string[] }) {
  const missing = missingPermissions(permissions);
  return (
    <>
      <p>{t('actionsTitle')}</p>
      <ul className="section-access" data-testid="actions">
        {ACTIONS.map((action) => {
          const lacks = missing[action];
          return (
            <li key={action} data-action={action} data-access={lacks ? 'forbidden' : 'allowed'} className={lacks ? 'error' : 'ok'}>
              {lacks
                ? t(lacks.length === 1 ? 'actionLocked' : 'actionLockedMany', [t(LABEL[action]), lacks.join(', ')])
                : t('actionAllowed', t(LABEL[action]))}
            </li>
          );
        })}
      </ul>
    </>
  );
}
