/**
 * One search box for the popup and the side panel: customers, companies and threads as the agent
 * types, grouped, best first. Keyboard first: ↓ reaches the first result (nothing is preselected,
 * so Enter on a whole address still looks it up, as "Look up" does), ↑/↓ move, Enter opens, Esc
 * clears. Every name
 * and title is rendered as text, never as markup.
 */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { isEmail } from '../../shared/email/detect';
import { addressFromPaste } from '../popup/pasted-address';
import { t } from '../i18n';
import { hitKey, placesOf, type Hit } from './results';
import { ResultList } from './ResultList';
import { useSearch } from './use-search';
import { useCompanyPeople } from './use-company-people';
import { useFocusWhenShown } from './focus-when-shown';

export interface SearchActions {
  /** A whole address was entered (or pasted as mailto: or Name <address>): looked up as the look-up box did. */
  onAddress(email: string): void;
  /** "Look up" was asked of what is no address: the answer shown for an earlier one goes. */
  onCleared(): void;
  /** A customer (found, a company's, or a thread's) was opened. */
  onCustomer(customer: { email: string }): void;
  /**
   * A thread was opened: it opens in Plain, its customer in the view. `plainId`: Plain's id of the
   * workspace after the first it was found in; without it, the thread is the first workspace's.
   */
  onThread(threadId: string, plainId?: string): void;
}

export function SearchBox({ actions, autoFocus = true }: { actions: SearchActions; autoFocus?: boolean }) {
  const [query, setQuery] = useState('');
  const box = useRef<HTMLInputElement>(null);
  useFocusWhenShown(box, autoFocus);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState('');
  const { answer, pending } = useSearch(query);
  const company = useCompanyPeople();
  const places = company.people ? [company.people] : answer ? placesOf(answer) : [];
  const hits = places.flatMap((p) => p.groups.flatMap((g) => g.hits));

  const change = (value: string) => {
    setQuery(value);
    setActive(-1);
    setError('');
    company.close();
  };
  const open = (hit: Hit) => {
    // A hit from another workspace acts there: its company's customers, its thread in its Plain.
    // A customer is looked up by address, which asks every workspace: theirs shows it in its section.
    if (hit.kind === 'company') return (company.open(hit.hit, hit.from), setActive(-1));
    if (hit.kind === 'thread') {
      // Another workspace's thread whose Plain id is not known yet opens nowhere rather than in the first.
      if (!hit.from) actions.onThread(hit.hit.id);
      else if (hit.from.plainId) actions.onThread(hit.hit.id, hit.from.plainId);
      if (hit.hit.customer) actions.onCustomer(hit.hit.customer);
      return;
    }
    actions.onCustomer(hit.hit);
  };
  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      if (!hits.length) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => Math.max(-1, Math.min(hits.length - 1, a + step)));
    } else if (e.key === 'Enter') {
      submit(e);
    } else if (e.key === 'Escape' && query) {
      e.preventDefault();
      change('');
    }
  };

  // Enter, or the Look up button: the chosen result opens; without one, the box is an address to look up.
  const submit = (e: FormEvent | KeyboardEvent) => {
    e.preventDefault();
    if (active >= 0 && hits[active]) return open(hits[active]);
    const address = addressFromPaste(query);
    if (isEmail(address)) return (setError(''), actions.onAddress(address));
    actions.onCleared();
    setError(t('invalidEmail'));
  };

  const activeId = active >= 0 && hits[active] ? `hit-${hitKey(hits[active])}` : undefined;
  return (
    <form className="search lookup" role="search" onSubmit={submit} noValidate>
      <label htmlFor="lookup-email">{t('searchLabel')}</label>
      <input
        ref={box}
        id="lookup-email"
        type="search"
        value={query}
        onChange={(e) => change(e.target.value)}
        onKeyDown={onKey}
        // The popup is opened to find someone: the agent types or pastes at once.
        autoFocus={autoFocus}
        placeholder={t('searchPlaceholder')}
        role="combobox"
        aria-expanded={hits.length > 0}
        aria-controls="search-results"
        aria-activedescendant={activeId}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={error !== ''}
        aria-describedby={error ? 'lookup-error' : undefined}
      />
      <button type="submit">{t('lookupButton')}</button>
      {error && (
        <p id="lookup-error" className="error" role="alert">
          {error}
        </p>
      )}
      <ResultList
        places={places}
        hits={hits}
        active={active}
        query={answer?.query ?? ''}
        pending={pending || company.pending}
        companyName={company.name}
        onOpen={open}
      />
    </form>
  );
}
