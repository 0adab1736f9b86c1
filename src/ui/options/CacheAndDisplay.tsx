/** How long answers are kept, clearing them, and whether addresses are underlined. */
import { useEffect, useState } from 'react';
import browser from 'webextension-polyfill';
import { LOCAL_KEYS, MAX_CACHE_TTL_MINUTES, parseCacheTtlMinutes, SYNC_KEYS } from '../../shared/settings';
import { t } from '../i18n';
import { useStoredField } from './stored-field';

/** `ttlMinutes` is the cache time in force (stored or default); undefined until it is read. */
export function CacheAndDisplay({ ttlMinutes, locked = false }: { ttlMinutes: number | undefined; locked?: boolean }) {
  // What is in force: the last value read, or the last one this page saved, whichever is newer.
  const [inForce, setInForce] = useState(ttlMinutes);
  useEffect(() => setInForce(ttlMinutes), [ttlMinutes]);
  const [ttl, dispatchTtl] = useStoredField(inForce === undefined ? undefined : String(inForce));
  const [rejected, setRejected] = useState(false);
  const [cleared, setCleared] = useState(false);
  const [underline, setUnderline] = useState(true);

  useEffect(() => {
    void browser.storage.sync.get(SYNC_KEYS.highlight).then((v) => setUnderline(v[SYNC_KEYS.highlight] !== false));
  }, []);

  // Saved as typed when valid; otherwise nothing is saved and the message says what still holds.
  const editTtl = async (value: string) => {
    dispatchTtl({ type: 'edit', text: value });
    const minutes = parseCacheTtlMinutes(value);
    setRejected(minutes === null);
    if (minutes === null) return;
    setInForce(minutes);
    await browser.storage.local.set({ [LOCAL_KEYS.cacheTtlMinutes]: minutes });
  };
  // Leaving the field, it shows what is in force again (a rejected value goes; the message stays).
  const leaveTtl = () => dispatchTtl({ type: 'settle', text: inForce === undefined ? ttl.text : String(inForce) });
  const clear = async () => {
    await browser.runtime.sendMessage({ type: 'clear-cache' });
    setCleared(true);
  };
  const toggle = async (on: boolean) => {
    setUnderline(on);
    await browser.storage.sync.set({ [SYNC_KEYS.highlight]: on });
  };

  return (
    <section aria-labelledby="cache-title">
      <h2 id="cache-title">{t('cacheTitle')}</h2>
      <label htmlFor="cache-ttl">{t('cacheTtlLabel')}</label>
      <div className="row">
        <input
          readOnly={locked}
          id="cache-ttl"
          type="number"
          min={0}
          max={MAX_CACHE_TTL_MINUTES}
          className="narrow"
          value={ttl.text}
          onChange={(e) => void editTtl(e.target.value)}
          onBlur={leaveTtl}
          aria-invalid={rejected && ttl.edited}
          aria-describedby={rejected ? 'cache-ttl-error' : undefined}
        />
        <button type="button" className="secondary" onClick={clear}>
          {t('clearCache')}
        </button>
        <p className="status" role="status">
          {cleared && t('cacheCleared')}
        </p>
      </div>
      {rejected && inForce !== undefined && (
        <p className="error" id="cache-ttl-error" role="alert">
          {t('cacheTtlInvalid', String(inForce))}
        </p>
      )}
      <label className="check">
        <input type="checkbox" disabled={locked} checked={underline} onChange={(e) => void toggle(e.target.checked)} />
        {t('underlineLabel')}
      </label>
    </section>
  );
}
