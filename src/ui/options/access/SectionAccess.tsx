/**
 * Which parts of the customer's story this key unlocks, from "Test connection". The background
 * adds `sections` to the connected result; until it does (or for an older background) nothing
 * is listed, so the field is read defensively.
 */
import { CONTEXT_SECTIONS, type SectionName } from '../../../shared/customer-context';
import type { ConnectionResult } from '../../../shared/connection';
import { t } from '../../i18n';

export type SectionAccess = 'unlocked' | { forbidden: string | null } | 'unknown';
type Connected = Extract<ConnectionResult, { kind: 'connected' }>;

export function sectionLabel(name: SectionName): string {
  switch (name) {
    case 'who':
      return t('sectionWho');
    case 'company':
      return t('sectionCompany');
    case 'tenants':
      return t('sectionTenants');
    case 'groups':
      return t('sectionGroups');
    case 'threads':
      return t('sectionThreads');
    case 'cards':
      return t('sectionCards');
  }
}

export function accessText(name: SectionName, access: SectionAccess | undefined): string {
  const label = sectionLabel(name);
  if (access === 'unlocked') return t('sectionUnlocked', label);
  if (access && typeof access === 'object') {
    return access.forbidden ? t('sectionLocked', [label, access.forbidden]) : t('sectionLockedUnnamed', label);
  }
  return t('sectionUnknown', label);
}

export function SectionAccessList({ result }: { result: Connected }) {
  const sections = (result as Connected & { sections?: Partial<Record<SectionName, SectionAccess>> }).sections;
  if (!sections || typeof sections !== 'object') return null;
  return (
    <>
      <p>{t('sectionsTitle')}</p>
      <ul className="section-access" data-testid="sections">
        {CONTEXT_SECTIONS.map((name) => {
          const access = sections[name];
          const state = access === 'unlocked' ? 'unlocked' : access && typeof access === 'object' ? 'forbidden' : 'unknown';
          return (
            <li
              key={name}
              data-section={name}
              data-access={state}
              className={state === 'unlocked' ? 'ok' : state === 'forbidden' ? 'error' : 'muted'}
            >
              {accessText(name, access)}
            </li>
          );
        })}
      </ul>
    </>
  );
}
