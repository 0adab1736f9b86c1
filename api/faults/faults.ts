// Faults on demand: the one implementation behind server.faults, the
// /__admin/faults endpoint and the CLI's --latency. They let tests and demos
// reproduce outages, slowness and odd responses of the real service.
import { errorBody, UNAUTHORIZED_BODY, type Headers } from '../http.js';
import { RATE_LIMITED_BODY, rateLimitHeaders } from '../rate-limit.js';
import { forbiddenMessage } from '../resolvers/kit.js';

export interface FaultCommon {
  /** Applies to the next N matching requests, then clears itself. */
  times?: number;
  /** Only requests sending `Authorization: Bearer <key>`. */
  key?: string;
  /** Extra delay before the fault's response. */
  latencyMs?: number;
  /**
   * Only requests whose JSON body's operationName is listed, e.g. the context operations
   * (customerContext, customerOpenThreads, customerCards): "context down, customer still found".
   */
  operations?: readonly string[];
}

export type Fault = FaultCommon &
  (
    | { kind: 'latency'; ms: number }
    | { kind: 'status'; status: 401 | 403 | 500 | 502 | 503; body?: 'json' | 'html' }
    | { kind: 'forbidden'; status: 200 | 401 | 403 }
    | { kind: 'rate-limited'; resetInSeconds?: number }
    | { kind: 'malformed' }
    | { kind: 'html' }
    | { kind: 'hang' }
    /** Holds the request until the fault is cleared (or replaced), then runs it: a test says when it is answered. */
    | { kind: 'held' }
    | { kind: 'no-data' }
    /** Runs the request for real (a mutation writes), then never answers: the answer was lost. */
    | { kind: 'drop-answer' }
  );

export type FaultKind = Fault['kind'];

/** What a fault does to one request: wait, then answer, hang, go on normally, or go on but not answer. */
export type FaultAction =
  | { type: 'continue'; delayMs: number }
  | { type: 'hang'; delayMs: number }
  | { type: 'held'; delayMs: number; released: Promise<void> }
  | { type: 'drop-answer'; delayMs: number }
  | { type: 'respond'; delayMs: number; status: number; contentType: string; body: string; headers: Headers };

const STATUS_TEXT: Record<number, string> = {
  401: 'Unauthorized',
  403: 'Forbidden',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};
const STATUS_JSON: Record<number, unknown> = {
  401: UNAUTHORIZED_BODY,
  403: errorBody('Forbidden', 'FORBIDDEN'),
  500: errorBody('Internal server error', 'INTERNAL_SERVER_ERROR'),
  502: errorBody('Bad Gateway', 'BAD_GATEWAY'),
  503: errorBody('Service Unavailable', 'SERVICE_UNAVAILABLE'),
};

/** What the server answers a customerByEmail query when customer:read is missing. */
export const FORBIDDEN_CUSTOMER_BODY = {
  errors: [{ message: forbiddenMessage('customer:read'), path: ['customerByEmail'], extensions: { code: 'FORBIDDEN' } }],
  data: { customerByEmail: null },
};

// Looks like a load balancer's error page, which is what clients really get.
const htmlPage = (status: number) =>
  `<!DOCTYPE html>\n<html><head><title>${status} ${STATUS_TEXT[status]}</title></head>` +
  `<body><center><h1>${status} ${STATUS_TEXT[status]}</h1></center><hr><center>nginx</center></body></html>\n`;

const OPTIONS: Record<FaultKind, Record<string, (v: unknown) => boolean>> = {
  latency: { ms: (v) => isMs(v) },
  status: { status: (v) => [401, 403, 500, 502, 503].includes(v as number), body: (v) => v === undefined || v === 'json' || v === 'html' },
  forbidden: { status: (v) => [200, 401, 403].includes(v as number) },
  'rate-limited': { resetInSeconds: (v) => v === undefined || (Number.isInteger(v) && (v as number) > 0) },
  malformed: {},
  html: {},
  hang: {},
  held: {},
  'no-data': {},
  'drop-answer': {},
};
const COMMON: Record<string, (v: unknown) => boolean> = {
  times: (v) => v === undefined || (Number.isInteger(v) && (v as number) > 0),
  key: (v) => v === undefined || (typeof v === 'string' && v.length > 0),
  latencyMs: (v) => v === undefined || isMs(v),
  operations: (v) => v === undefined || (Array.isArray(v) && v.length > 0 && v.every((o) => typeof o === 'string' && o.length > 0)),
};
function isMs(v: unknown): boolean {
  return typeof v === 'number' && Number.isFinite(v) && v >= 0;
}

/** Validates untrusted input (admin endpoint, tests); throws TypeError explaining why. */
export function parseFault(input: unknown): Fault {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new TypeError('fault must be a JSON object');
  const obj = input as Record<string, unknown>;
  const checks = OPTIONS[obj.kind as FaultKind];
  if (typeof obj.kind !== 'string' || !Object.hasOwn(OPTIONS, obj.kind) || !checks) {
    throw new TypeError(`fault.kind must be one of ${Object.keys(OPTIONS).join(', ')}`);
  }
  // Unknown fields are rejected so a typo ("time": 1) is not silently ignored.
  for (const [name, value] of Object.entries(obj)) {
    if (name === 'kind') continue;
    const check = checks[name] ?? COMMON[name];
    if (!check) throw new TypeError(`unknown field "${name}" for fault kind "${obj.kind}"`);
    if (!check(value)) throw new TypeError(`invalid value for fault.${name}: ${JSON.stringify(value)}`);
  }
  for (const [name, check] of Object.entries(checks)) {
    if (!check(obj[name])) throw new TypeError(`fault kind "${obj.kind}" needs a valid "${name}"`);
  }
  return structuredClone(obj) as unknown as Fault;
}

/** The operationName of a raw request body, if it is JSON and names one (faults may target it). */
export function operationNameOf(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { operationName?: unknown } | null;
    return typeof parsed?.operationName === 'string' ? parsed.operationName : undefined;
  } catch {
    return undefined;
  }
}

export class FaultController {
  private fault: Fault | null = null;
  /** Lets the requests a `held` fault holds go on. */
  private release: () => void = () => undefined;
  private released: Promise<void> = Promise.resolve();

  /** Constant latency for every GraphQL request (startApiServer latencyMs, CLI --latency); clear() keeps it. */
  constructor(public baseLatencyMs = 0) {}

  /** Replaces the current fault (requests a `held` one holds go on). */
  set(fault: Fault): Fault {
    const next = parseFault(fault);
    this.clear();
    if (next.kind === 'held') this.released = new Promise((resolve) => (this.release = resolve));
    this.fault = next;
    return this.current!;
  }

  /** No fault from now on; the requests a `held` fault holds go on. */
  clear(): void {
    this.fault = null;
    this.release();
  }

  /** A copy of the active fault; `times` shows how many uses are left. */
  get current(): Fault | null {
    return this.fault && structuredClone(this.fault);
  }

  /** Decides what happens to a request with this bearer key and operationName; consumes one of `times`. */
  take(key: string | undefined, rateLimit: number, operationName?: string, now = Date.now()): FaultAction {
    const fault = this.fault;
    const matches =
      fault &&
      (fault.key === undefined || fault.key === key) &&
      (fault.operations === undefined || (operationName !== undefined && fault.operations.includes(operationName)));
    if (!fault || !matches) return { type: 'continue', delayMs: this.baseLatencyMs };
    if (fault.times !== undefined && --fault.times <= 0) this.fault = null;
    const delayMs = this.baseLatencyMs + (fault.latencyMs ?? 0);
    const json = (status: number, body: unknown, headers: Headers = {}): FaultAction => ({
      type: 'respond',
      delayMs,
      status,
      contentType: 'application/json',
      body: JSON.stringify(body),
      headers,
    });
    const html = (status: number): FaultAction => ({
      type: 'respond',
      delayMs,
      status,
      contentType: 'text/html; charset=utf-8',
      body: htmlPage(status),
      headers: {},
    });
    switch (fault.kind) {
      case 'latency':
        return { type: 'continue', delayMs: delayMs + fault.ms };
      case 'hang':
        return { type: 'hang', delayMs };
      case 'held':
        return { type: 'held', delayMs, released: this.released };
      case 'drop-answer':
        return { type: 'drop-answer', delayMs };
      case 'status':
        return fault.body === 'html' ? html(fault.status) : json(fault.status, STATUS_JSON[fault.status]);
      case 'forbidden':
        return json(fault.status, FORBIDDEN_CUSTOMER_BODY);
      case 'rate-limited': {
        const resetAt = now + (fault.resetInSeconds ?? 2) * 1000;
        return json(429, RATE_LIMITED_BODY, rateLimitHeaders({ allowed: false, limit: rateLimit, remaining: 0, resetAt }, now));
      }
      case 'malformed':
        // Cut off mid-document, as when a proxy truncates a response.
        return {
          type: 'respond',
          delayMs,
          status: 200,
          contentType: 'application/json',
          body: '{"data":{"customerByEmail":{"id":"c_01',
          headers: {},
        };
      case 'html':
        return html(502);
      case 'no-data':
        return json(200, {});
    }
  }
}
