/** The button components: a link button, a copy button and a workflow button. */
import { t } from '../../i18n';
import { CopyButton } from '../CopyButton';
import { safeHttpsUrl } from './safe-url';

export function CardLinkButton({ url, label }: { url: string; label: string }) {
  const href = safeHttpsUrl(url);
  if (!href) return <span className="cc-link-label">{label}</span>;
  return (
    <a className="button small" href={href} target="_blank" rel="noreferrer">
      {label}
    </a>
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
