// The customers' timelines: the events and notes written to this server process, oldest first,
// as Plain orders `timelineEntries`. Kept in memory only: a new server starts with none.
import type { SeedComponent } from '../resolvers/card-components.js';
import type { SeedMachineUser } from '../seed/context.js';

interface EntryCommon {
  id: string;
  customerId: string;
  timestamp: string;
  createdAt: string;
  by: SeedMachineUser;
}
export interface StoredEvent extends EntryCommon {
  kind: 'event';
  externalId: string | null;
  title: string;
  components: SeedComponent[];
}
export interface StoredNote extends EntryCommon {
  kind: 'note';
  text: string;
  markdown: string | null;
}
export type StoredEntry = StoredEvent | StoredNote;

export interface TimelineStore {
  add(entry: StoredEntry): void;
  entriesOf(customerId: string): StoredEntry[];
  /** Plain: an event's externalId "must be unique", across the workspace. */
  eventByExternalId(externalId: string): StoredEvent | undefined;
}

export function createTimelineStore(): TimelineStore {
  const entries: StoredEntry[] = [];
  const byExternalId = new Map<string, StoredEvent>();
  // Ordered by timestamp (an event may be backdated), then by arrival.
  const order = (a: StoredEntry, b: StoredEntry) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0);
  return {
    add: (entry) => {
      entries.push(entry);
      if (entry.kind === 'event' && entry.externalId !== null) byExternalId.set(entry.externalId, entry);
    },
    entriesOf: (customerId) => entries.filter((e) => e.customerId === customerId).sort(order),
    eventByExternalId: (externalId) => byExternalId.get(externalId),
  };
}
