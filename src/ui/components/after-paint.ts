/**
 * Runs `run` once the frame being made now has been painted: a task after the next animation
 * frame. The card renders each message in the message's own task (card.tsx), where React also
 * runs the new views' effects, so an effect that asks the background (a message crossing
 * processes) would otherwise hold the card's paint. `FALLBACK_MS`: a page not in sight gets no
 * animation frames, and what it asks for must still come. Returns a cancel.
 */
const FALLBACK_MS = 100;

export function afterPaint(run: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    cancel();
    run();
  };
  let next: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (next = setTimeout(once, 0)));
  const fallback = setTimeout(once, FALLBACK_MS);
  const cancel = () => {
    cancelAnimationFrame(frame);
    clearTimeout(next);
    clearTimeout(fallback);
  };
  return () => {
    done = true;
    cancel();
  };
}
