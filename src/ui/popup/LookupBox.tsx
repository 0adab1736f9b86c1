/** Look up any address by hand; answers stream in over a port (a rate-limit retry comes later). */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import browser, { type Runtime } from 'webextension-polyfill';
import { isEmail } from '../../shared/email/detect';
import type { LookupState } from '../../shared/lookup-state';
import { PORT_POPUP, type BackgroundToPopup } from '../../shared/messages';
import { t } from '../i18n';
import { addressFromPaste } from './pasted-address';

/** `onState` shows an answer for the box's input; `onCleared` takes the last one away. */
export function LookupBox({ onState, onCleared }: { onState: (email: string, state: LookupState) => void; onCleared: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const port = useRef<Runtime.Port | null>(null);

  useEffect(() => () => port.current?.disconnect(), []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = addressFromPaste(email);
    // Whatever happens next, the answer shown for the previous input no longer answers this one,
    // and one still on its way must not arrive under the new input.
    port.current?.disconnect();
    port.current = null;
    if (!isEmail(value)) {
      onCleared();
      return setError(t('invalidEmail'));
    }
    setError('');
    const p = browser.runtime.connect({ name: PORT_POPUP });
    p.onMessage.addListener((msg: unknown) => {
      const m = msg as BackgroundToPopup;
      if (m?.type === 'state' && m.email === value) onState(value, m.state);
    });
    p.postMessage({ type: 'lookup', email: value });
    port.current = p;
  };

  return (
    <form className="lookup" onSubmit={submit} noValidate>
      <label htmlFor="lookup-email">{t('lookupLabel')}</label>
      <div className="row">
        <input
          id="lookup-email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          placeholder="jane@acme.io"
          aria-invalid={error !== ''}
          aria-describedby={error ? 'lookup-error' : undefined}
        />
        <button type="submit">{t('lookupButton')}</button>
      </div>
      {error && (
        <p id="lookup-error" className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
