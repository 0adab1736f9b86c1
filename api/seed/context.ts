// The customer's story beyond the lookup, as api/seed/seed.json keeps it: agents, tiers,
// companies, tenants, groups, threads and customer cards. Checked strictly at load time and
// indexed, so resolvers only ever read consistent data (every id points somewhere).
import {
  CARD_COMPONENT,
  componentProblem,
  errorDetailProblem,
  type SeedComponent,
  type SeedErrorDetail,
} from '../resolvers/card-components.js';

export interface SeedUser {
  id: string;
  fullName: string;
  publicName: string;
  email: string;
}
export interface SeedMachineUser {
  id: string;
  fullName: string;
  publicName: string;
  description: string | null;
}
export interface SeedTier {
  id: string;
  name: string;
  externalId: string | null;
  color: string;
}
export interface SeedCompany {
  id: string;
  name: string;
  domainName: string;
  tierId: string | null;
}
export interface SeedTenant {
  id: string;
  name: string;
  externalId: string;
  url: string | null;
  tierId: string | null;
}
export interface SeedCustomerGroup {
  id: string;
  name: string;
  key: string;
  color: string;
  externalId: string | null;
}

export type ThreadStatus = 'TODO' | 'SNOOZED' | 'DONE';
export interface SeedThread {
  id: string;
  ref: string;
  customerId: string;
  title: string;
  status: ThreadStatus;
  priority: number;
  /** Plain's ThreadAssignee union member and its id; null when unassigned. */
  assignee: { type: 'User' | 'MachineUser' | 'System'; id: string } | null;
  createdAt: string;
  updatedAt: string;
  statusChangedAt: string;
  /** Only threads made by createThread carry these; the seed's have neither (read as null). */
  externalId?: string | null;
  description?: string | null;
}

export interface SeedCardConfig {
  id: string;
  key: string;
  title: string;
  order: number;
  defaultTimeToLiveSeconds: number;
  isEnabled: boolean;
}

export type SeedCardInstance = { id: string; customerId: string; cardKey: string } &
  /** `loadingAsks`: how many asks per customer (per server process) answer Loading first. */
  ({ state: 'loaded'; loadingAsks: number; components: SeedComponent[] | null } | { state: 'error'; errorDetail: SeedErrorDetail });

/** The context fields every seed customer carries. */
export interface SeedCustomerContext {
  externalId: string | null;
  assignedToUserId: string | null;
  markedAsSpamAt: string | null;
  companyId: string | null;
  tenantIds: string[];
  customerGroupIds: string[];
}

export interface SeedContextData {
  users: SeedUser[];
  machineUsers: SeedMachineUser[];
  tiers: SeedTier[];
  companies: SeedCompany[];
  tenants: SeedTenant[];
  customerGroups: SeedCustomerGroup[];
  threads: SeedThread[];
  cardConfigs: SeedCardConfig[];
  cardInstances: SeedCardInstance[];
}

export const isIso = (s: unknown) => typeof s === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(s);
const isStr = (v: unknown) => typeof v === 'string' && v.length > 0;
const isOptStr = (v: unknown) => v === null || typeof v === 'string';
const HEX = /^#[0-9A-Fa-f]{6}$/;

type Fail = (why: string) => never;

function indexById<T extends { id: string }>(items: T[], what: string, fail: Fail, check: (x: T) => boolean): Map<string, T> {
  if (!Array.isArray(items)) fail(`${what} must be an array`);
  const out = new Map<string, T>();
  for (const x of items) {
    if (!isStr(x?.id) || !check(x)) fail(`bad ${what} entry ${JSON.stringify(x)}`);
    if (out.has(x.id)) fail(`duplicate ${what} id ${x.id}`);
    out.set(x.id, x);
  }
  return out;
}

export type ContextIndex = ReturnType<typeof indexContext>;

/** Validates the context data against the customers' ids; throws through `fail`. */
export function indexContext(data: SeedContextData, customerIds: Set<string>, fail: Fail) {
  const tiers = indexById(data.tiers, 'tier', fail, (t) => isStr(t.name) && HEX.test(t.color) && isOptStr(t.externalId));
  const tierRef = (id: string | null) => id === null || tiers.has(id);
  const users = indexById(data.users, 'user', fail, (u) => isStr(u.fullName) && isStr(u.publicName) && isStr(u.email));
  const machineUsers = indexById(
    data.machineUsers,
    'machine user',
    fail,
    (m) => isStr(m.fullName) && isStr(m.publicName) && isOptStr(m.description),
  );
  const companies = indexById(data.companies, 'company', fail, (c) => isStr(c.name) && isStr(c.domainName) && tierRef(c.tierId));
  const tenants = indexById(
    data.tenants,
    'tenant',
    fail,
    (t) => isStr(t.name) && isStr(t.externalId) && isOptStr(t.url) && tierRef(t.tierId),
  );
  const customerGroups = indexById(
    data.customerGroups,
    'customer group',
    fail,
    (g) => isStr(g.name) && isStr(g.key) && HEX.test(g.color) && isOptStr(g.externalId),
  );
  const assigneeOk = (a: SeedThread['assignee']) =>
    a === null ||
    (a.type === 'User' ? users.has(a.id) : a.type === 'MachineUser' ? machineUsers.has(a.id) : a.type === 'System' && isStr(a.id));
  indexById(
    data.threads,
    'thread',
    fail,
    (t) =>
      isStr(t.ref) &&
      isStr(t.title) &&
      customerIds.has(t.customerId) &&
      ['TODO', 'SNOOZED', 'DONE'].includes(t.status) &&
      [0, 1, 2, 3].includes(t.priority) &&
      assigneeOk(t.assignee) &&
      isIso(t.createdAt) &&
      isIso(t.updatedAt) &&
      isIso(t.statusChangedAt),
  );
  const configs = indexById(
    data.cardConfigs,
    'card config',
    fail,
    (c) =>
      /^[a-zA-Z0-9_-]+$/.test(c.key) &&
      isStr(c.title) &&
      Number.isInteger(c.order) &&
      Number.isInteger(c.defaultTimeToLiveSeconds) &&
      typeof c.isEnabled === 'boolean',
  );
  const configByKey = new Map([...configs.values()].map((c) => [c.key, c]));
  if (configByKey.size !== configs.size) fail('card config keys must be unique');
  indexById(data.cardInstances, 'card instance', fail, (i) => customerIds.has(i.customerId) && configByKey.has(i.cardKey));
  const seen = new Set<string>();
  for (const i of data.cardInstances) {
    const where = `card instance ${i.id}`;
    if (seen.has(`${i.customerId} ${i.cardKey}`)) fail(`${where}: a second instance of ${i.cardKey} for ${i.customerId}`);
    seen.add(`${i.customerId} ${i.cardKey}`);
    const problem =
      i.state === 'loaded'
        ? !Number.isInteger(i.loadingAsks) || i.loadingAsks < 0
          ? `${where}.loadingAsks must be an integer >= 0`
          : i.components === null
            ? null
            : !Array.isArray(i.components)
              ? `${where}.components must be an array or null`
              : (i.components.map((c, n) => componentProblem(c, CARD_COMPONENT, `${where}.components[${n}]`)).find(Boolean) ?? null)
        : i.state === 'error'
          ? errorDetailProblem(i.errorDetail, `${where}.errorDetail`)
          : `${where}.state must be loaded or error`;
    if (problem) fail(problem);
  }
  return { tiers, users, machineUsers, companies, tenants, customerGroups, configByKey };
}

/** Checks one customer's context fields against the index. */
export function checkCustomerContext(c: SeedCustomerContext, index: ContextIndex, label: string, fail: Fail): void {
  if (!isOptStr(c.externalId)) fail(`customer ${label}: externalId must be string or null`);
  if (c.assignedToUserId !== null && !index.users.has(c.assignedToUserId)) fail(`customer ${label}: unknown assignedToUserId`);
  if (c.markedAsSpamAt !== null && !isIso(c.markedAsSpamAt)) fail(`customer ${label}: markedAsSpamAt must be ISO 8601 or null`);
  if (c.companyId !== null && !index.companies.has(c.companyId)) fail(`customer ${label}: unknown companyId`);
  if (!Array.isArray(c.tenantIds) || !c.tenantIds.every((id) => index.tenants.has(id)))
    fail(`customer ${label}: tenantIds must be known tenant ids`);
  if (!Array.isArray(c.customerGroupIds) || !c.customerGroupIds.every((id) => index.customerGroups.has(id)))
    fail(`customer ${label}: customerGroupIds must be known group ids`);
}
