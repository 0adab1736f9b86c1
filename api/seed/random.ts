// Deterministic randomness and Plain-style ids for the seed generators.

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

// mulberry32: tiny, well-known, good enough for fixtures.
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Plain ids are a prefix plus a ULID: 10 chars of millisecond timestamp then
// 16 random chars, so ids created after 2004 start with "01".
export function ulid(timeMs: number, rand: () => number): string {
  let time = '';
  for (let t = timeMs, i = 0; i < 10; i++, t = Math.floor(t / 32)) time = CROCKFORD[t % 32] + time;
  return time + randomChars(16, rand);
}

export function randomChars(n: number, rand: () => number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += CROCKFORD[Math.floor(rand() * 32)];
  return out;
}
