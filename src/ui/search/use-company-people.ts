/**
 * A company opened from the results lists its customers (Plain's `customers` by company, asked by
 * the background in the workspace the company was found in). Only the last company opened may
 * show: an earlier one's late answer is dropped.
 */
import { useMemo, useRef, useState } from 'react';
import type { CompanyHit } from '../../shared/contract/search';
import { LatestAnswer } from '../../shared/search/latest-answer';
import { ask } from '../ask';
import { groupsOf, placeOf, type From, type Place } from './results';

export function useCompanyPeople() {
  const box = useMemo(() => crypto.randomUUID(), []);
  const latest = useRef(new LatestAnswer());
  const [state, setState] = useState<{ name: string; people: Place | null; pending: boolean } | null>(null);
  return {
    name: state?.name ?? null,
    people: state?.people ?? null,
    pending: state?.pending ?? false,
    /** `from`: the workspace after the first it was found in; none for the first's. */
    open(company: CompanyHit, from?: From) {
      const ticket = latest.current.asked();
      setState({ name: company.name, people: null, pending: true });
      const asked = { type: 'company-customers', box, companyId: company.id } as const;
      void ask(from ? { ...asked, workspace: from.id } : asked).then((section) => {
        if (!latest.current.takes(ticket)) return;
        const [people] = groupsOf({ customers: section, companies: { status: 'ok', data: [] }, threads: { status: 'ok', data: [] } }, from);
        setState({ name: company.name, people: placeOf(from, [people!]), pending: false });
      });
    },
    close() {
      latest.current.asked();
      setState(null);
    },
  };
}
