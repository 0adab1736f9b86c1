/**
 * Where the customer belongs: company, tenants and groups. Each has its own state (a key may read
 * companies but not tenants), so each line says its own.
 */
import type { CompanyInfo, GroupInfo, Section, TenantInfo, TierInfo } from '../../../shared/customer-context';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { ColourDot } from './colour';
import { SectionBody } from './ContextSection';

export function TierBadge({ tier }: { tier: TierInfo }) {
  return (
    <span className="tier" title={t('tierLabel')}>
      <ColourDot colour={tier.color} />
      {tier.name}
    </span>
  );
}

function Company({ company }: { company: CompanyInfo | null }) {
  if (!company) return <span className="muted">{t('noCompany')}</span>;
  return (
    <>
      {company.name} <span className="muted">{company.domainName}</span> {company.tier && <TierBadge tier={company.tier} />}
    </>
  );
}

function Names<T extends { name: string }>({ items, each }: { items: T[]; each: (item: T) => ReactNode }) {
  if (items.length === 0) return <span className="muted">{t('noneListed')}</span>;
  return (
    <ul className="inline">
      {items.map((item, i) => (
        <li key={`${i}:${item.name}`}>{each(item)}</li>
      ))}
    </ul>
  );
}

/** `hidden`: parts said in the story's problem lines (story-problems.ts), not drawn here. */
export function BelongsSection(props: {
  company: Section<CompanyInfo | null>;
  tenants: Section<TenantInfo[]>;
  groups: Section<GroupInfo[]>;
  hidden?: string[];
}) {
  const { company, tenants, groups, hidden = [] } = props;
  if (['company', 'tenants', 'groups'].every((name) => hidden.includes(name))) return null;
  return (
    <section className="ctx" data-section="belongs">
      <h3>{t('sectionBelongs')}</h3>
      <dl>
        {!hidden.includes('company') && (
          <>
            <dt>{t('sectionCompany')}</dt>
            <dd data-section="company" data-status={company.status}>
              <SectionBody section={company} failed={t('failedCompany')}>
                {(c) => <Company company={c} />}
              </SectionBody>
            </dd>
          </>
        )}
        {!hidden.includes('tenants') && (
          <>
            <dt>{t('sectionTenants')}</dt>
            <dd data-section="tenants" data-status={tenants.status}>
              <SectionBody section={tenants} failed={t('failedTenants')}>
                {(list) => <Names items={list} each={(x) => <>{x.name} {x.tier && <TierBadge tier={x.tier} />}</>} />}
              </SectionBody>
            </dd>
          </>
        )}
        {!hidden.includes('groups') && (
          <>
            <dt>{t('sectionGroups')}</dt>
            <dd data-section="groups" data-status={groups.status}>
              <SectionBody section={groups} failed={t('failedGroups')}>
                {(list) => <Names items={list} each={(g) => <><ColourDot colour={g.color} />{g.name}</>} />}
              </SectionBody>
            </dd>
          </>
        )}
      </dl>
    </section>
  );
}
