/**
 * The suite's one wait: until `check` holds, asked again every 25 ms, failing with `what` after
 * `timeoutMs`. A test waits for the condition it needs, never for a fixed time; a test that
 * expects nothing to happen first waits for something that shows the extension is at work.
 */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Until `read` gives something other than `undefined`, `null` or `false`; that value. */
export async function waitForValue<T>(
  read: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
  what = 'the value',
): Promise<T> {
  let value: T | undefined | null | false;
  await waitUntil(async () => (value = await read()) !== undefined && value !== null && value !== false, timeoutMs, what);
  return value as T;
}
