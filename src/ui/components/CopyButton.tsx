import { useState } from 'react';
import { t } from '../i18n';

/** Copies a value and says so for a moment; the label stays readable by screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return (
    <button type="button" className="small" onClick={() => void copy()} aria-live="polite">
      {copied ? t('copied') : label}
    </button>
  );
}
