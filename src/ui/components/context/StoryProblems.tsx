/** The story's problems, one line each (story-problems.ts); a failure offers Retry where the view can ask again. */
import { t } from '../../i18n';
import { problemText, type StoryProblem } from './story-problems';

export function StoryProblems({ problems, onRetry }: { problems: StoryProblem[]; onRetry?: () => void }) {
  if (problems.length === 0) return null;
  return (
    <div className="story-problems">
      {problems.map((p) => (
        <p key={`${p.kind} ${p.cause}`} className={`story-problem ${p.kind}`} data-kind={p.kind} data-sections={p.sections.join(' ')}>
          <span>{problemText(p)}</span>
          {p.kind === 'failed' && onRetry && (
            <>
              {' '}
              <button type="button" className="link" onClick={onRetry}>
                {t('retry')}
              </button>
            </>
          )}
        </p>
      ))}
    </div>
  );
}
