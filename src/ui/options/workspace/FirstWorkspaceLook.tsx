/**
 * The first workspace's label, colour and switch (settings/first-workspace.ts), with the same
 * fields as the other workspaces' groups (group-fields.tsx). The background saves them at this
 * page's request and answers with what it kept; the fields follow a save made in another tab.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import browser, { type Storage } from 'webextension-polyfill';
import { FIRST_WORKSPACE_KEY, type FirstWorkspaceSettings } from '../../../shared/settings/first-workspace';
import { cleanLabel } from '../../../shared/settings/workspaces';
import { ask } from '../../ask';
import { t } from '../../i18n';
import { useStoredField } from '../stored-field';
import { ColourField, LabelField } from '../workspaces/group-fields';

export function FirstWorkspaceLook({ locked }: { locked: boolean }) {
  const [stored, setStored] = useState<FirstWorkspaceSettings | undefined>(undefined);
  const [label, dispatchLabel] = useStoredField(stored ? (stored.label ?? '') : undefined);
  const [colour, dispatchColour] = useStoredField(stored ? (stored.colour ?? '') : undefined);
  // `on` as text, as the other groups keep it (stored-field.ts).
  const [on, dispatchOn] = useStoredField(stored ? String(stored.on) : undefined, 'true');
  const [saved, setSaved] = useState(false);

  const reload = useCallback(async () => setStored(await ask({ type: 'first-workspace' })), []);
  useEffect(() => {
    void reload();
    const changed = (changes: Record<string, Storage.StorageChange>, area: string) => {
      if (area === 'local' && FIRST_WORKSPACE_KEY in changes) void reload();
    };
    browser.storage.onChanged.addListener(changed);
    return () => browser.storage.onChanged.removeListener(changed);
  }, [reload]);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const [typedLabel, typedColour, typedOn] = [label.text, colour.text, on.text];
    setSaved(false);
    const kept = await ask({
      type: 'first-workspace-save',
      label: cleanLabel(typedLabel),
      colour: typedColour === '' ? null : typedColour,
      on: typedOn === 'true',
    });
    // The fields show what was kept, unless the agent typed on while it was saving: that is theirs.
    dispatchLabel({ type: 'settle', text: kept.label ?? '', ifText: typedLabel });
    dispatchColour({ type: 'settle', text: kept.colour ?? '', ifText: typedColour });
    dispatchOn({ type: 'settle', text: String(kept.on), ifText: typedOn });
    setSaved(true);
  };

  return (
    <form className="settings workspace-group" onSubmit={(e) => void save(e)} noValidate aria-labelledby="first-look-title">
      <h3 id="first-look-title">{t('firstWorkspaceLookTitle')}</h3>
      <p className="hint">{t('firstWorkspaceLookHint')}</p>
      <fieldset className="plain" disabled={locked}>
        <LabelField at="first" value={label.text} onChange={(text) => dispatchLabel({ type: 'edit', text })} />
        <ColourField at="first" value={colour.text} onChange={(text) => dispatchColour({ type: 'edit', text })} />
        <label className="check">
          <input
            id="first-on"
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
        <p className="status" role="status">
          {saved && t('saved')}
        </p>
      </div>
    </form>
  );
}
