/**
 * Parts of a workspace's group (WorkspaceGroup.tsx) that need more words than a field: the key,
 * which is never shown back (only its last 4), the label and colour (the first workspace's too,
 * FirstWorkspaceLook.tsx), and what Test connection found.
 */
import type { ConnectionResult } from '../../../shared/connection';
import { MAX_LABEL_LENGTH, WORKSPACE_COLOURS } from '../../../shared/settings/workspaces';
import { stateText } from '../../components/state-text';
import { t } from '../../i18n';

/** Words for the colours, never their codes: a screen reader would spell "#2563eb" out. */
const COLOUR_NAMES: Record<(typeof WORKSPACE_COLOURS)[number], () => string> = {
  '#2563eb': () => t('colourBlue'),
  '#16a34a': () => t('colourGreen'),
  '#d97706': () => t('colourAmber'),
  '#9333ea': () => t('colourPurple'),
  '#db2777': () => t('colourPink'),
  '#0891b2': () => t('colourTeal'),
};

interface KeyProps {
  /** The group's prefix for ids. */
  at: string;
  value: string;
  onChange: (value: string) => void;
  keyLast4: string | null | undefined;
  /** Why the typed key was not saved, or null: said right beside the field, as for the first workspace. */
  problem: string | null;
}

export function GroupKeyField({ at, value, onChange, keyLast4, problem }: KeyProps) {
  return (
    <>
      <label htmlFor={`${at}-api-key`}>{t('apiKeyLabel')}</label>
      <input
        id={`${at}-api-key`}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={value}
        placeholder={keyLast4 ? `••••••••${keyLast4}` : ''}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem !== null}
        aria-describedby={problem ? `${at}-key-hint ${at}-key-problem` : `${at}-key-hint`}
      />
      {problem && (
        <p className="error" id={`${at}-key-problem`} role="alert">
          {problem}
        </p>
      )}
      <p className="hint" id={`${at}-key-hint`}>
        {keyLast4 ? t('keySavedEndsIn', keyLast4) : t('apiKeyHint')}
      </p>
    </>
  );
}

/** The agent's own name for the workspace; '' for none (the name Plain gives it is shown). */
export function LabelField({ at, value, onChange }: { at: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={`${at}-label`}>{t('workspaceLabelLabel')}</label>
      <input
        id={`${at}-label`}
        maxLength={MAX_LABEL_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${at}-label-hint`}
      />
      <p className="hint" id={`${at}-label-hint`}>
        {t('workspaceLabelHint')}
      </p>
    </>
  );
}

/** `value`: a colour of WORKSPACE_COLOURS, or '' for none. */
export function ColourField({ at, value, onChange }: { at: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={`${at}-colour`}>{t('workspaceColourLabel')}</label>
      <div className="row">
        <select id={`${at}-colour`} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t('colourNone')}</option>
          {WORKSPACE_COLOURS.map((c) => (
            <option key={c} value={c}>
              {COLOUR_NAMES[c]()}
            </option>
          ))}
        </select>
        {value !== '' && <span className="swatch" aria-hidden="true" style={{ background: value }} />}
      </div>
    </>
  );
}

/** "Test connection"'s words for the first workspace (ConnectionTest.tsx), for this one. */
export function TestResult({ result }: { result: ConnectionResult }) {
  if (result.kind === 'failed') return <p className="error">{stateText(result.state)}</p>;
  return (
    <>
      <p>{result.workspace ? t('connectedTo', result.workspace.name) : t('connectedNoWorkspace')}</p>
      <p className={result.canReadCustomers ? 'ok' : 'error'}>
        {t(result.canReadCustomers ? 'customerReadGranted' : 'customerReadMissing')}
      </p>
    </>
  );
}
