/** How long answers are kept, clearing them, and whether addresses are underlined. */
import { useEffect, useState } from 'react';
import browser from 'webextension-polyfill';
import { LOCAL_KEYS, SYNC_KEYS } from '../../shared/settings';
import { t } from '../i18n';

export function CacheAndDisplay({ ttlMinutes }: { ttlMinutes: number | undefined }) {
  const [ttl, setTtl] = useState('');
  const [cleared, setCleared] = useState(false);
  const [underline, setUnderline] = useState(true);

  useEffect(() => setTtl(ttlMinutes === undefined ? '' : String(ttlMinutes)), [ttlMinutes]);
  useEffect(() => {
    void browser.storage.sync.get(SYNC_KEYS.highlight).then((v) => setUnderline(v[SYNC_KEYS.highlight] !== false));
  }, []);

  const saveTtl = async (value: string) => {
    setTtl(value);
    const minutes = Number(value);
    if (value !== '' && Number.isFinite(minutes) && minutes >= 0 && minutes <= 1440) {
      await browser.storage.local.set({ [LOCAL_KEYS.cacheTtlMinutes]: minutes });
    }
  };
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
        <input id="cache-ttl" type="number" min={0} max={1440} className="narrow" value={ttl} onChange={(e) => void saveTtl(e.target.value)} />
        <button type="button" className="secondary" onClick={clear}>
          {t('clearCache')}
        </button>
        <p className="status" role="status">
          {cleared && t('cacheCleared')}
        </p>
      </div>
      <label className="check">
        <input type="checkbox" checked={underline} onChange={(e) => void toggle(e.target.checked)} />
        {t('underlineLabel')}
      </label>
    </section>
  );
}
