/** How long answers are kept, clearing them, and whether addresses are underlined. */
import { useEffect, useReducer, useState, type KeyboardEvent } from 'react';
import browser from 'webextension-polyfill';
import { LOCAL_KEYS, MAX_CACHE_TTL_MINUTES, SYNC_KEYS } from '../../shared/settings/settings';
import { ask } from '../ask';
import { t } from '../i18n';
import { cacheTtlReducer, cacheTtlToSave, initialCacheTtl } from './cache-ttl-field';

/** `ttlMinutes` is the cache time in force (stored or default); undefined until it is read. */
export function CacheAndDisplay({ ttlMinutes, locked = false }: { ttlMinutes: number | undefined; locked?: boolean }) {
  const [ttl, dispatchTtl] = useReducer(cacheTtlReducer, ttlMinutes, initialCacheTtl);
  useEffect(() => {
    if (ttlMinutes !== undefined) dispatchTtl({ type: 'stored', minutes: ttlMinutes });
  }, [ttlMinutes]);
  const [cleared, setCleared] = useState(false);
  // Saving is silent otherwise: the agent who pressed Enter should see that it took.
  const [ttlSaved, setTtlSaved] = useState(false);
  const [underline, setUnderline] = useState(true);

  useEffect(() => {
    void browser.storage.sync.get(SYNC_KEYS.highlight).then((v) => setUnderline(v[SYNC_KEYS.highlight] !== false));
  }, []);

  // Keystrokes only edit (cache-ttl-field.ts); Enter or leaving the field saves a valid value.
  const commitTtl = async (how: 'enter' | 'leave') => {
    const minutes = cacheTtlToSave(ttl);
    dispatchTtl({ type: how });
    if (minutes === null) return;
    await browser.storage.local.set({ [LOCAL_KEYS.cacheTtlMinutes]: minutes });
    setTtlSaved(true);
  };
  const enterTtl = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') void commitTtl('enter');
  };
  const rejected = ttl.refused !== null;
  const clear = async () => {
    await ask({ type: 'clear-cache' });
    setTtlSaved(false);
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
          onChange={(e) => {
            setTtlSaved(false);
            dispatchTtl({ type: 'edit', text: e.target.value });
          }}
          onKeyDown={enterTtl}
          onBlur={() => void commitTtl('leave')}
          aria-invalid={rejected && ttl.edited}
          aria-describedby={rejected ? 'cache-ttl-error' : undefined}
        />
        <button type="button" className="secondary" onClick={() => void clear()}>
          {t('clearCache')}
        </button>
        <p className="status" role="status">
          {ttlSaved && ttl.inForce !== undefined ? t('cacheTtlSaved', String(ttl.inForce)) : cleared && t('cacheCleared')}
        </p>
      </div>
      {rejected && ttl.inForce !== undefined && (
        <p className="error" id="cache-ttl-error" role="alert">
          {t('cacheTtlInvalid', String(ttl.inForce))}
        </p>
      )}
      <label className="check">
        <input type="checkbox" disabled={locked} checked={underline} onChange={(e) => void toggle(e.target.checked)} />
        {t('underlineLabel')}
      </label>
    </section>
  );
}
