/**
 * One section of the customer's story under its heading. A section that is not `ok` says so in
 * one quiet line (loading, which permission it needs, or that it failed): never hidden silently,
 * and never a spinner that would make the card jump.
 */
import type { ReactNode } from 'react';
import type { Section } from '../../../shared/customer-context';
import { t } from '../../i18n';

export function SectionStateLine({ section, failed }: { section: Exclude<Section<unknown>, { status: 'ok' }>; failed: string }) {
  switch (section.status) {
    case 'loading':
      return <span className="state-line loading">{t('sectionLoading')}</span>;
    case 'forbidden':
      return (
        <span className="state-line forbidden">
          {section.permission ? t('sectionForbidden', section.permission) : t('sectionForbiddenUnnamed')}
        </span>
      );
    case 'failed':
      return (
        <span className="state-line failed">
          {section.rateLimitedUntil === undefined
            ? failed
            : t('sectionRateLimited', [failed, new Date(section.rateLimitedUntil).toLocaleTimeString()])}
        </span>
      );
  }
}

/** The data when the section is `ok`, its state line otherwise. */
export function SectionBody<T>({ section, failed, children }: { section: Section<T>; failed: string; children: (data: T) => ReactNode }) {
  return section.status === 'ok' ? children(section.data) : <SectionStateLine section={section} failed={failed} />;
}

export function ContextSection<T>(props: {
  name: string;
  title: string;
  section: Section<T>;
  failed: string;
  children: (data: T) => ReactNode;
}) {
  const { name, title, section, failed, children } = props;
  return (
    <section className="ctx" data-section={name} data-status={section.status} aria-busy={section.status === 'loading'}>
      <h3>{title}</h3>
      {section.status === 'ok' ? (
        children(section.data)
      ) : (
        <p className="state">
          <SectionStateLine section={section} failed={failed} />
        </p>
      )}
    </section>
  );
}
