/** The button components: a link button, a copy button and a workflow button. */
import { t } from '../../i18n';
import { CopyButton } from '../CopyButton';
import { HttpsLink } from './https-link';

export function CardLinkButton({ url, label }: { url: string; label: string }) {
  return (
    <HttpsLink url={url} className="button small" wordsClassName="cc-link-label">
      {label}
    </HttpsLink>
  );
}

/** The value shows beside the button, as it does in Plain; the tooltip, if any, names the button. */
export function CardCopyButton({ value, tooltip }: { value: string; tooltip: string | null }) {
  return (
    <span className="cc-copy">
      <span className="cc-value">{value}</span> <CopyButton value={value} label={tooltip || t('copyValue')} />
    </span>
  );
}

/** Workflows run in Plain: here the button is a label that says so, not a control. */
export function CardWorkflowButton({ label }: { label: string }) {
  return (
    <span className="cc-workflow" title={t('workflowInPlain')}>
      {label}
    </span>
  );
}
