/**
 * The agent's retry found the thread an earlier send had made, as it was sent then; since then the
 * agent may have changed what they typed. A new title and another priority are applied to it
 * (`updateThreadTitle`, `changeThreadPriority`), each only where Plain holds something else: an
 * edit is sent at most once however often the retry is. The first message cannot be changed after
 * the fact: the agent is told it stays as first sent.
 */
import type { CreatedThread, EarlierThread, ThreadFields } from '../../shared/drafts';
import { changeThreadPriority, updateThreadTitle, type Answer, type FoundThread, type Target } from './mutations';

type Field = 'title' | 'priority';

export async function bringUpToDate(
  to: Target,
  found: FoundThread,
  typed: ThreadFields,
  noted: <T>(answer: Answer<T>) => Answer<T>,
): Promise<{ thread: CreatedThread; earlier: EarlierThread }> {
  const { description, ...held } = found;
  let thread: CreatedThread = held;
  const title = typed.title.trim();
  const edits: Array<[Field, () => Promise<Answer<CreatedThread>>]> = [];
  // A blank title was not sent (Plain chose one): nothing to bring it to.
  if (title && title !== held.title) edits.push(['title', () => updateThreadTitle(to, held.id, title)]);
  if (held.priority !== undefined && typed.priority !== held.priority)
    edits.push(['priority', () => changeThreadPriority(to, held.id, typed.priority)]);
  const earlier: EarlierThread = { applied: [], textKept: typed.text.trim() !== description.trim() };
  for (const [i, [field, send]] of edits.entries()) {
    const answer = noted(await send());
    if (!answer.ok) {
      earlier.failed = { fields: edits.slice(i).map(([f]) => f), failure: answer.failure };
      break;
    }
    thread = answer.value;
    earlier.applied.push(field);
  }
  return { thread, earlier };
}
