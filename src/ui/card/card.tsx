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
import { watchKeyboard } from './keyboard';

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
  const keys = useRef<ReturnType<typeof watchKeyboard> | null>(null);

  useEffect(() => {
    const open = () => {
      port.current = connect(setShown);
      // A stopped service worker drops the port; a new one is woken by connecting again.
      port.current.onDisconnect.addListener(() => setTimeout(open, 100));
    };
    open();
    const send = (msg: CardToBackground) => port.current?.postMessage(msg);
    keys.current = watchKeyboard(window, () => box.current, () => send({ type: 'close' }));
    const resize = new ResizeObserver(() => {
      // The frame must also hold the card's margin, where its shadow fades out, or it is cut off.
      if (!box.current) return;
      const margin = parseFloat(getComputedStyle(box.current).marginBottom) || 0;
      send({ type: 'resize', height: Math.ceil(box.current.getBoundingClientRect().bottom + margin) });
    });
    if (box.current) resize.observe(box.current);
    return () => {
      keys.current?.stop();
      resize.disconnect();
    };
  }, []);

  // An agent who came in from the keyboard before the customer did gets the first control now.
  useEffect(() => keys.current?.settle(), [shown]);

  return (
    <main className="card" ref={box}>
      <h1 className="visually-hidden">{t('extName')}</h1>
      {shown && <CustomerView state={shown.state} email={shown.email} scrolls />}
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Card />
  </StrictMode>,
);
