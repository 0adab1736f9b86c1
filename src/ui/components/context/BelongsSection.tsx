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

/** One part of where they belong, under its name; none where a problem line above says it (`shown` false). */
function Part<T>(props: {
  name: string;
  title: string;
  failed: string;
  section: Section<T>;
  shown: boolean;
  children: (data: T) => ReactNode;
}) {
  const { name, title, failed, section, shown, children } = props;
  if (!shown) return null;
  return (
    <>
      <dt>{title}</dt>
      <dd data-section={name} data-status={section.status}>
        <SectionBody section={section} failed={failed}>
          {children}
        </SectionBody>
      </dd>
    </>
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
  const shown = (name: string) => !hidden.includes(name);
  if (!['company', 'tenants', 'groups'].some(shown)) return null;
  return (
    <section className="ctx" data-section="belongs">
      <h3>{t('sectionBelongs')}</h3>
      <dl>
        <Part name="company" title={t('sectionCompany')} failed={t('failedCompany')} section={company} shown={shown('company')}>
          {(c) => <Company company={c} />}
        </Part>
        <Part name="tenants" title={t('sectionTenants')} failed={t('failedTenants')} section={tenants} shown={shown('tenants')}>
          {(list) => (
            <Names
              items={list}
              each={(x) => (
                <>
                  {x.name} {x.tier && <TierBadge tier={x.tier} />}
                </>
              )}
            />
          )}
        </Part>
        <Part name="groups" title={t('sectionGroups')} failed={t('failedGroups')} section={groups} shown={shown('groups')}>
          {(list) => (
            <Names
              items={list}
              each={(g) => (
                <>
                  <ColourDot colour={g.color} />
                  {g.name}
                </>
              )}
            />
          )}
        </Part>
      </dl>
    </section>
  );
}
