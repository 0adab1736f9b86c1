/**
 * The API key field, and what is wrong with the key, right beside it: a key the page would not
 * save (and why), or a saved key the service rejects. The page never shows a saved key back:
 * the background tells it only the last 4 characters.
 */
import { useState } from 'react';
import { t } from '../../i18n';

interface KeyFieldProps {
  value: string;
  onChange: (value: string) => void;
  keyLast4: string | null | undefined;
  /** Why the typed key was not saved (the saved one stays), or null. */
  problem: string | null;
  /** The service answered 401 to the saved key. */
  rejected: boolean;
  onRemove: () => void;
}

export function KeyField({ value, onChange, keyLast4, problem, rejected, onRemove }: KeyFieldProps) {
  const [showKey, setShowKey] = useState(false);
  const described = ['api-key-hint', problem ? 'api-key-problem' : '', rejected ? 'api-key-rejected' : ''].filter(Boolean).join(' ');
  return (
    <>
      <label htmlFor="api-key">{t('apiKeyLabel')}</label>
      <div className="row">
        <input
          id="api-key"
          type={showKey ? 'text' : 'password'}
          autoComplete="off"
          spellCheck={false}
          value={value}
          placeholder={keyLast4 ? `••••••••${keyLast4}` : ''}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={problem !== null || rejected}
          aria-describedby={described}
        />
        <button type="button" className="secondary" aria-pressed={showKey} onClick={() => setShowKey(!showKey)}>
          {showKey ? t('hideKey') : t('showKey')}
        </button>
      </div>
      {problem && (
        <p className="error" id="api-key-problem" role="alert" data-testid="key-problem">
          {problem}
        </p>
      )}
      {rejected && <KeyRejected own />}
      <p className="hint" id="api-key-hint">
        {keyLast4 ? t('keySavedEndsIn', keyLast4) : t('apiKeyHint')}
      </p>
      {keyLast4 && (
        <button type="button" className="secondary" onClick={onRemove}>
          {t('removeKey')}
        </button>
      )}
    </>
  );
}

/**
 * The saved key is rejected: said first and plainly, since every lookup fails until it is
 * replaced. `own`: the agent's key (they replace it); otherwise the organisation's.
 */
export function KeyRejected({ own }: { own: boolean }) {
  return (
    <p className="error notice" id="api-key-rejected" role="alert" data-testid="key-rejected">
      <strong>{t('keyRejectedTitle')}</strong> {t(own ? 'keyRejectedOwn' : 'keyRejectedManaged')}
    </p>
  );
}
