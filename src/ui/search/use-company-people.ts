/**
 * A company opened from the results lists its customers (Plain's `customers` by company, asked by
 * the background). Only the last company opened may show: an earlier one's late answer is dropped.
 */
import { useMemo, useRef, useState } from 'react';
import type { CompanyHit } from '../../shared/contract/search';
import { LatestAnswer } from '../../shared/search/latest-answer';
import { ask } from '../ask';
import type { Group } from './results';
import { groupsOf } from './results';

export function useCompanyPeople() {
  const box = useMemo(() => crypto.randomUUID(), []);
  const latest = useRef(new LatestAnswer());
  const [state, setState] = useState<{ name: string; people: Group | null; pending: boolean } | null>(null);
  return {
    name: state?.name ?? null,
    people: state?.people ?? null,
    pending: state?.pending ?? false,
    open(company: CompanyHit) {
      const ticket = latest.current.asked();
      setState({ name: company.name, people: null, pending: true });
      void ask({ type: 'company-customers', box, companyId: company.id }).then((section) => {
        if (!latest.current.takes(ticket)) return;
        const [people] = groupsOf({
          query: company.name,
          customers: section,
          companies: { status: 'ok', data: [] },
          threads: { status: 'ok', data: [] },
        });
        setState({ name: company.name, people: people!, pending: false });
      });
    },
    close() {
      latest.current.asked();
      setState(null);
    },
  };
}
