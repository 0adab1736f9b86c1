/**
 * The stale-answer rule: answers come back in any order (a slow one for "no" after a fast one for
 * "noor"), and only the answer to the newest query asked may be shown. Each query asked gets a
 * number; an answer is taken only if it carries the newest number. One per search box, made where
 * the box is.
 */
export class LatestAnswer {
  private newest = 0;

  /** A query is being asked now: what its answer must carry to be shown. */
  asked(): number {
    this.newest += 1;
    return this.newest;
  }

  /** Whether the answer to query `ticket` may be shown: no query was asked after it. */
  takes(ticket: number): boolean {
    return ticket === this.newest;
  }
}
