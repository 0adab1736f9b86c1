/**
 * One workspace after the first: the same key and base URL fields as the first (KeyAndUrlForm),
 * checked the same way before anything is sent, plus the agent's label and colour for it and
 * whether it is looked up at all. The background saves it and answers with the key's last 4 only.
 * One the organisation's policy lists keeps the policy's name and base URL, and its key when the
 * policy gives one: the agent may give a key for it, a colour, and switch it off, never remove it.
 */
import { useState, type FormEvent } from 'react';
import type { ConnectionResult } from '../../../shared/connection';
import type { WorkspaceSaveAnswer, WorkspaceSummary } from '../../../shared/contract/workspaces';
import { checkApiKey } from '../../../shared/settings/api-key';
import { checkBaseUrl } from '../../../shared/settings/base-url';
import { LOCAL_BUILD } from '../../../shared/settings/build-flags';
import { DEFAULT_BASE_URL } from '../../../shared/settings/settings';
import { cleanLabel } from '../../../shared/settings/workspaces';
import { ask } from '../../ask';
import { t } from '../../i18n';
import { requestHostPermission } from '../access/host-permission';
import { useStoredField } from '../stored-field';
import { ColourField, GroupKeyField, LabelField, TestResult } from './group-fields';

type Status =
  | { kind: 'idle' | 'testing' }
  | { kind: 'saved'; cleaned: boolean }
  | { kind: 'tested'; result: ConnectionResult }
  | { kind: 'error' | 'key-error'; text: string };

interface GroupProps {
  /** Unique on the page, kept from unsaved to saved: the fields' ids, so each label names its own field. */
  groupKey: string;
  /** Null until saved. */
  id: string | null;
  /** What the background last said of it; null until the list shows it. */
  saved: WorkspaceSummary | null;
  locked: boolean;
  onSaved: (id: string) => void;
  onRemoved: () => void;
}

export function WorkspaceGroup({ groupKey, id, saved, locked, onSaved, onRemoved }: GroupProps) {
  const at = `ws-${groupKey}`;
  const ids = (field: string) => `${at}-${field}`;
  const [apiKey, setApiKey] = useState('');
  // Saved values fill the fields only until the agent edits them (stored-field.ts); `on` as text, so it can be one too.
  const [baseUrl, dispatchBaseUrl] = useStoredField(saved?.baseUrl, DEFAULT_BASE_URL);
  const [label, dispatchLabel] = useStoredField(saved ? (saved.label ?? '') : undefined);
  const [colour, dispatchColour] = useStoredField(saved ? (saved.colour ?? '') : undefined);
  const [on, dispatchOn] = useStoredField(saved ? String(saved.on) : undefined, 'true');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const managed = saved?.managed;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const [typedUrl, typedKey, typedLabel, typedColour, typedOn] = [baseUrl.text, apiKey, label.text, colour.text, on.text];
    const url = checkBaseUrl(typedUrl, LOCAL_BUILD);
    if (!url.ok) return setStatus({ kind: 'error', text: t(url.reason) });
    // An empty field keeps the saved key; a new workspace has none to keep.
    const key = typedKey.trim() === '' ? null : checkApiKey(typedKey);
    if (key === null && (id === null || saved?.keyLast4 === null)) return setStatus({ kind: 'key-error', text: t('keyRequired') });
    if (key && !key.ok) return setStatus({ kind: 'key-error', text: t(key.reason) });
    // The first await: Firefox shows the prompt only synchronously in the click (host-permission.ts).
    if (!(await requestHostPermission(url.url))) return setStatus({ kind: 'error', text: t('hostDenied') });
    const answer = await ask({
      type: 'workspace-save',
      id,
      ...(key ? { apiKey: key.key } : {}),
      baseUrl: url.url,
      label: managed ? null : cleanLabel(typedLabel),
      colour: typedColour === '' ? null : typedColour,
      on: typedOn === 'true',
    });
    if (!answer.ok) return setStatus(refused(answer.reason));
    // The fields show what was saved, unless the agent typed on while it was saving: that is theirs.
    setApiKey((now) => (now === typedKey ? '' : now));
    dispatchBaseUrl({ type: 'settle', text: url.url, ifText: typedUrl });
    dispatchLabel({ type: 'settle', text: cleanLabel(typedLabel) ?? '', ifText: typedLabel });
    dispatchColour({ type: 'settle', text: typedColour, ifText: typedColour });
    dispatchOn({ type: 'settle', text: typedOn, ifText: typedOn });
    setStatus({ kind: 'saved', cleaned: key?.cleaned ?? false });
    onSaved(answer.id);
  };

  const test = async (workspace: string) => {
    setStatus({ kind: 'testing' });
    try {
      setStatus({ kind: 'tested', result: await ask({ type: 'workspace-test', id: workspace }) });
    } catch {
      setStatus({ kind: 'idle' }); // the background went away mid-test: the button comes back
    }
  };

  // The background forgets the key and the answers got with it; an unsaved group has nothing to forget.
  const remove = async () => {
    if (id !== null) await ask({ type: 'workspace-remove', id });
    onRemoved();
  };

  return (
    <form className="settings workspace-group" onSubmit={(e) => void save(e)} noValidate aria-labelledby={ids('title')}>
      <h3 id={ids('title')}>{saved?.label ?? saved?.name ?? t('newWorkspace')}</h3>
      {managed && <p className="hint">{t('workspaceManaged', saved?.baseUrl ?? '')}</p>}
      <fieldset className="plain" disabled={locked}>
        {managed?.withKey ? (
          <p className="hint">{t('managedKey', saved?.keyLast4 ?? '')}</p>
        ) : (
          <GroupKeyField
            at={at}
            value={apiKey}
            onChange={setApiKey}
            keyLast4={saved?.keyLast4}
            problem={status.kind === 'key-error' ? status.text : null}
          />
        )}
        {/* The policy's: shown in the title and the line above, never edited here. */}
        {!managed && (
          <>
            <label htmlFor={ids('base-url')}>{t('baseUrlLabel')}</label>
            <input
              id={ids('base-url')}
              type="url"
              spellCheck={false}
              value={baseUrl.text}
              onChange={(e) => dispatchBaseUrl({ type: 'edit', text: e.target.value })}
              aria-invalid={status.kind === 'error'}
            />
            <LabelField at={at} value={label.text} onChange={(text) => dispatchLabel({ type: 'edit', text })} />
          </>
        )}
        <ColourField at={at} value={colour.text} onChange={(text) => dispatchColour({ type: 'edit', text })} />
        <label className="check">
          <input
            type="checkbox"
            checked={on.text === 'true'}
            onChange={(e) => dispatchOn({ type: 'edit', text: String(e.target.checked) })}
          />
          {t('workspaceOn')}
        </label>
      </fieldset>
      <div className="row">
        <button type="submit" disabled={locked}>
          {t('save')}
        </button>
        <button type="button" className="secondary" disabled={id === null || status.kind === 'testing'} onClick={() => id && void test(id)}>
          {status.kind === 'testing' ? t('testing') : t('testConnection')}
        </button>
        {!managed && (
          <button type="button" className="secondary" disabled={locked} onClick={() => void remove()}>
            {t('removeWorkspace')}
          </button>
        )}
      </div>
      <div className="connection" role="status" aria-live="polite">
        {status.kind === 'saved' && <p>{t(status.cleaned ? 'savedKeyCleaned' : 'saved')}</p>}
        {status.kind === 'tested' && <TestResult result={status.result} />}
      </div>
      {status.kind === 'error' && (
        <p className="error" role="alert">
          {status.text}
        </p>
      )}
    </form>
  );
}

function refused(reason: Extract<WorkspaceSaveAnswer, { ok: false }>['reason']): Status {
  if (reason === 'keyRequired' || reason === 'keyInnerSpace') return { kind: 'key-error', text: t(reason) };
  return { kind: 'error', text: reason === 'tooMany' ? t('workspacesTooMany') : t('workspaceUnknown') };
}
