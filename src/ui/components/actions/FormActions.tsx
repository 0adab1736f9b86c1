/** A form's button row: send (its label while sending: "Sending…") and discard, both off while a send is on its way. */
import type { SyntheticEvent } from 'react';
import { t } from '../../i18n';

export function FormActions({
  sending,
  label,
  onSend,
  onDiscard,
}: {
  sending: boolean;
  /** The send button's own words ("Create customer", "Add note"). */
  label: string;
  onSend(event: SyntheticEvent): void;
  onDiscard(): void;
}) {
  return (
    <div className="row form-buttons">
      <button type="submit" data-submit disabled={sending} onClick={onSend}>
        {sending ? t('sending') : label}
      </button>
      <button type="button" className="secondary" data-discard disabled={sending} onClick={onDiscard}>
        {t('discardDraft')}
      </button>
    </div>
  );
}
