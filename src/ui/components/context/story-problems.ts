/**
 * The story's sections that could not be shown, one line per cause: every section a 503 failed
 * makes one line with the service's words, and every permission a key lacks one line naming the
 * sections it hides. The same failure reads as the "as of" line says it (failureText).
 */
import { CONTEXT_SECTIONS, type CustomerContext, type SectionFailure, type SectionName } from '../../../shared/customer-context';
import { t } from '../../i18n';
import { failureText, stateText } from '../state-text';

export interface StoryProblem {
  kind: 'forbidden' | 'failed';
  /** What it is, in the service's words: the permission, or why the request failed. */
  cause: string;
  sections: SectionName[];
}

/** Why a section failed, worded as the card words the same failure of a lookup. */
export function failedText(reason: SectionFailure | undefined, rateLimitedUntil?: number): string {
  if (reason === 'rate-limited' || rateLimitedUntil !== undefined) {
    return t('stateRateLimitedGaveUp', new Date(rateLimitedUntil ?? Date.now()).toLocaleTimeString());
  }
  if (reason === 'unreachable' || reason === 'server-error' || reason === 'timeout') return failureText(reason);
  return stateText({ kind: reason ?? 'bad-response' });
}

/** In the order of the sections, so the lines read in the card's order. */
export function storyProblems(context: CustomerContext): StoryProblem[] {
  const problems = new Map<string, StoryProblem>();
  for (const name of CONTEXT_SECTIONS) {
    const section = context[name];
    if (section.status !== 'forbidden' && section.status !== 'failed') continue;
    const [kind, cause] =
      section.status === 'forbidden'
        ? (['forbidden', section.permission ?? ''] as const)
        : (['failed', failedText(section.reason, section.rateLimitedUntil)] as const);
    const key = `${kind}\n${cause}`;
    const problem = problems.get(key) ?? { kind, cause, sections: [] };
    problem.sections.push(name);
    problems.set(key, problem);
  }
  return [...problems.values()];
}

const TITLES: Record<SectionName, string> = {
  who: 'sectionWho',
  company: 'sectionCompany',
  tenants: 'sectionTenants',
  groups: 'sectionGroups',
  threads: 'sectionThreads',
  cards: 'sectionCards',
};

/** "Customer details, Company and Open threads", as the headings name them. */
export function sectionList(sections: SectionName[]): string {
  return sections.map((name) => t(TITLES[name])).join(', ');
}

/** The line's words: what is not shown, and why. */
export function problemText(problem: StoryProblem): string {
  const list = sectionList(problem.sections);
  if (problem.kind === 'failed') return t('storyFailed', [list, problem.cause]);
  return problem.cause ? t('storyForbidden', [list, problem.cause]) : t('storyForbiddenUnnamed', list);
}
