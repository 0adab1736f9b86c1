/**
 * The card, shown in a frame beside an address. It listens on its own port to the background,
 * which pushes what to show, and it reports its height so the frame fits it.
 */
import { StrictMode, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import browser, { type Runtime } from 'webextension-polyfill';
import { PORT_CARD, type BackgroundToCard, type CardToBackground } from '../../shared/messages';
import { CustomerView } from '../components/CustomerView';
import { t } from '../i18n';
import '../theme.css';

function connect(onShow: (msg: BackgroundToCard) => void): Runtime.Port {
  const port = browser.runtime.connect({ name: PORT_CARD });
  port.onMessage.addListener((msg: unknown) => {
    const m = msg as BackgroundToCard;
    if (m?.type === 'show') onShow(m);
  });
  return port;
}

function Card() {
  const [shown, setShown] = useState<BackgroundToCard | null>(null);
  const port = useRef<Runtime.Port | null>(null);
  const box = useRef<HTMLElement>(null);

  useEffect(() => {
    const open = () => {
      port.current = connect(setShown);
      // A stopped service worker drops the port; a new one is woken by connecting again.
      port.current.onDisconnect.addListener(() => setTimeout(open, 100));
    };
    open();
    const send = (msg: CardToBackground) => port.current?.postMessage(msg);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && send({ type: 'close' });
    window.addEventListener('keydown', onKey);
    const resize = new ResizeObserver(() => {
      // The frame must also hold the card's margin and shadow, or they are cut off.
      if (box.current) send({ type: 'resize', height: Math.ceil(box.current.getBoundingClientRect().bottom + 16) });
    });
    if (box.current) resize.observe(box.current);
    return () => {
      window.removeEventListener('keydown', onKey);
      resize.disconnect();
    };
  }, []);

  return (
    <main className="card" ref={box}>
      <h1 className="visually-hidden">{t('extName')}</h1>
      {shown && <CustomerView state={shown.state} email={shown.email} />}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Card />
  </StrictMode>,
);
