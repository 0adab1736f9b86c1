/** What will be logged, shown before anything is sent: the title, who to whom, when, the excerpt and the link back. */
import type { LogPreview as Preview } from '../../../shared/contract/log';
import { t } from '../../i18n';
import { loggedTime } from './logged-text';

export function LogPreview({ preview }: { preview: Preview }) {
  return (
    <div className="log-preview" data-log-preview>
      <h2 className="form-title" data-log-title>
        {preview.title}
      </h2>
      <dl>
        <dt>{t('logFrom')}</dt>
        <dd data-log-from>{preview.from}</dd>
        {preview.to.length > 0 && (
          <>
            <dt>{t('logTo')}</dt>
            <dd data-log-to>{preview.to.join(', ')}</dd>
          </>
        )}
        {preview.date && (
          <>
            <dt>{t('logDate')}</dt>
            <dd>
              <time dateTime={preview.date}>{loggedTime(preview.date)}</time>
            </dd>
          </>
        )}
        {preview.excerpt && (
          <>
            <dt>{t('logText')}</dt>
            <dd className="log-excerpt" data-log-excerpt>
              {preview.excerpt}
            </dd>
          </>
        )}
        <dt>{t('logLink')}</dt>
        <dd>
          <a href={preview.url} target="_blank" rel="noreferrer" data-log-link>
            {preview.url}
          </a>
        </dd>
      </dl>
    </div>
  );
}
