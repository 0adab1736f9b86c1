/**
 * An origin the organisation set up (a support site, the API) that the browser has not granted:
 * said plainly, with the one click that asks for it (a prompt needs the agent's gesture).
 */
import { useEffect, useState } from 'react';
import browser from 'webextension-polyfill';
import { t } from '../../i18n';

export function GrantAccess({ origin }: { origin: string }) {
  const [granted, setGranted] = useState<boolean | null>(null);
  useEffect(() => {
    const check = () => void browser.permissions.contains({ origins: [origin] }).then(setGranted, () => setGranted(false));
    check();
    browser.permissions.onAdded.addListener(check);
    browser.permissions.onRemoved.addListener(check);
    return () => {
      browser.permissions.onAdded.removeListener(check);
      browser.permissions.onRemoved.removeListener(check);
    };
  }, [origin]);
  if (granted !== false) return null;
  const grant = async () => setGranted(await browser.permissions.request({ origins: [origin] }).catch(() => false));
  return (
    <p className="error access-missing" role="alert" data-testid="access-missing">
      {t('accessMissing', origin)}{' '}
      <button type="button" className="small" onClick={() => void grant()}>
        {t('grantAccess', origin)}
      </button>
    </p>
  );
}
