/**
 * "Log to Plain" for a found customer whose message the page has open (the card's tab, or the
 * tab a side panel follows): offered only where the background says so, with every permission
 * the key lacks named before anything is done. The preview shows what will be sent; Confirm sends
 * it once (confirm-log.ts); a message logged already says when, and by whom. In a workspace's
 * section it offers, logs and says "logged" in that workspace, with its key.
 */
import { useEffect, useState, type SyntheticEvent } from 'react';
import type { LoggedMark, LogOffer } from '../../../shared/contract/log';
import { ask } from '../../ask';
import { afterPaint } from '../after-paint';
import { t } from '../../i18n';
import { failureText, needsText } from '../actions/FieldError';
import type { WriteFailure } from '../../../shared/drafts';
import { confirmLog } from './confirm-log';
import { loggedText } from './logged-text';
import { LogPreview } from './LogPreview';
import { useShownBusy } from './use-shown-busy';

export interface LogEmailProps {
  email: string;
  customerId: string;
  /** The side panel's followed tab (a card's is its own). */
  tabId?: number;
  /** The permissions logging needs that the key lacks. */
  missing?: string[];
  /** A section's workspace (settings/workspaces.ts), where it is logged. None: the first workspace. */
  workspace?: string;
}

type Logged = { mark: LoggedMark; already: boolean };

function Mark({ logged }: { logged: Logged }) {
  return (
    <p className="action-note log-mark" role="status" data-logged={logged.mark.by}>
      {logged.already ? `${t('logAlready')}: ${loggedText(logged.mark)}` : loggedText(logged.mark)}
    </p>
  );
}

export function LogEmail({ email, customerId, tabId, missing, workspace }: LogEmailProps) {
  const [offer, setOffer] = useState<LogOffer | null>(null);
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [logged, setLogged] = useState<Logged | null>(null);
  const [failure, setFailure] = useState<WriteFailure | null>(null);
  const busy = useShownBusy(sending);
  const ref = { email, customerId, ...(tabId === undefined ? {} : { tabId }), ...(workspace === undefined ? {} : { workspace }) };
  // One per card: each section may say what its own key lacks.
  const needsId = workspace === undefined ? 'needs-log-email' : `needs-log-email-${workspace}`;
  // Asked once the card has been painted: the offer comes below the customer, and each section's
  // ask is a message to the background that would otherwise be sent before the card's first frame.
  useEffect(() => {
    let live = true;
    const stop = afterPaint(
      () =>
        void ask({ type: 'log-offer', ...ref })
          .then((o) => live && setOffer(o))
          .catch(() => undefined),
    );
    return () => {
      live = false;
      stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email, customerId, tabId, workspace]);

  if (!offer) return null;
  // Answered and not offered (not this message's customer, a colleague, a never-log domain): a
  // mark with nothing to see, so that "not offered" can be told from "not answered yet".
  if (!offer.offered) return <span hidden data-log-offer="none" />;
  const mark = logged ?? (offer.logged ? { mark: offer.logged, already: false } : null);
  // Logged from the open preview: it stays, as what was sent, with the mark in its buttons' place.
  // The form keeps its height, so the card draws one line and needs no new size: its frame with the
  // answer is drawn sooner (docs/performance.md, part J), and nothing moves under the pointer.
  const done = open && logged !== null;
  if (mark && !done) return <Mark logged={mark} />;

  const confirm = (event: SyntheticEvent) =>
    void confirmLog({
      trusted: event.nativeEvent.isTrusted,
      sending,
      send: () => ask({ type: 'log', ...ref }),
      setSending,
    }).then((outcome) => {
      if (!outcome) return;
      if (outcome.ok) setLogged({ mark: outcome.logged, already: outcome.already });
      setFailure(outcome.ok ? null : outcome.failure);
    });

  if (open) {
    const problem = failure && failureText(failure, []);
    return (
      <section className="action-form log-form" data-form="log-email" data-done={done || undefined} aria-busy={sending}>
        <LogPreview preview={offer.preview} />
        {problem && (
          <p className="form-error" role="alert">
            {problem}
          </p>
        )}
        <div className="row form-buttons">
          {done ? (
            <Mark logged={logged} />
          ) : (
            <>
              {/* Busy at once for assistive technology; to the eye after a moment (use-shown-busy.ts). */}
              <button type="button" data-confirm disabled={busy} aria-disabled={sending} onClick={confirm}>
                {busy ? t('logging') : t('logConfirm')}
              </button>
              <button
                type="button"
                className="secondary"
                data-cancel
                disabled={busy}
                aria-disabled={sending}
                onClick={() => sending || setOpen(false)}
              >
                {t('logCancel')}
              </button>
            </>
          )}
        </div>
      </section>
    );
  }
  return (
    <>
      <button
        type="button"
        className="small"
        data-action="log-email"
        disabled={missing !== undefined}
        aria-describedby={missing ? needsId : undefined}
        onClick={() => setOpen(true)}
      >
        {t('logToPlain')}
      </button>
      {missing && (
        <p className="action-note" id={needsId} data-missing={missing.join(' ')}>
          {needsText(missing)}
        </p>
      )}
      {!missing && offer.unknown && <p className="action-note">{t('logStatusUnknown')}</p>}
    </>
  );
}
