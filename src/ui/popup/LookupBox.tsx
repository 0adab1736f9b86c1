/** Look up any address by hand; answers stream in over a port (a rate-limit retry comes later). */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import browser, { type Runtime } from 'webextension-polyfill';
import { isEmail } from '../../shared/email/detect';
import type { LookupState } from '../../shared/lookup-state';
import { PORT_POPUP, type BackgroundToPopup } from '../../shared/messages';
import { t } from '../i18n';
import { addressFromPaste } from './pasted-address';

/**
 * `onState` shows an answer for the box's input; `onCleared` takes the last one away. A change of
 * `again` looks the last address up once more (a write changed what it should show).
 */
export function LookupBox({ onState, onCleared, again = 0 }: { onState: (email: string, state: LookupState) => void; onCleared: () => void; again?: number }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const port = useRef<Runtime.Port | null>(null);
  const looked = useRef('');

  useEffect(() => () => port.current?.disconnect(), []);

  const lookUp = (value: string) => {
    port.current?.disconnect();
    looked.current = value;
    const p = browser.runtime.connect({ name: PORT_POPUP });
    p.onMessage.addListener((msg: unknown) => {
      const m = msg as BackgroundToPopup;
      if (m?.type === 'state' && m.email === value) onState(value, m.state);
    });
    p.postMessage({ type: 'lookup', email: value });
    port.current = p;
  };
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => void (again && looked.current && lookUp(looked.current)), [again]);

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
    lookUp(value);
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
          // The popup is opened to look someone up: the agent types or pastes at once. A screen
          // reader reads the box's label first; the heading and the site line are a Shift+Tab away.
          autoFocus
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
