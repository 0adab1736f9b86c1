// Stored timeline entries in Plain's shapes: CustomerEvent and Note (what the mutations answer)
// and TimelineEntry (what `timelineEntries` lists), with `__typename` so graphql-js's default
// resolveType picks the union member.
import { componentObject } from '../resolvers/cards.js';
import { dateTime } from '../resolvers/kit.js';
import { machineUserActor } from '../resolvers/actor.js';
import type { Seed } from '../seed/seed.js';
import type { StoredEntry, StoredEvent, StoredNote } from './store.js';

export const customerEventObject = (e: StoredEvent, seed: Seed) => ({
  id: e.id,
  customerId: e.customerId,
  title: e.title,
  components: e.components.map((c) => componentObject(c, seed)),
  createdAt: dateTime(e.createdAt),
  createdBy: machineUserActor(e.by),
  updatedAt: dateTime(e.createdAt),
  updatedBy: machineUserActor(e.by),
});

export const noteObject = (n: StoredNote) => ({
  id: n.id,
  text: n.text,
  markdown: n.markdown,
  createdAt: dateTime(n.createdAt),
  createdBy: machineUserActor(n.by),
  updatedAt: dateTime(n.createdAt),
  updatedBy: machineUserActor(n.by),
});

function entryObject(e: StoredEntry, seed: Seed) {
  if (e.kind === 'note') return { __typename: 'NoteEntry', noteId: e.id, text: e.text, markdown: e.markdown };
  return {
    __typename: 'CustomerEventEntry',
    timelineEventId: e.id,
    title: e.title,
    customerId: e.customerId,
    externalId: e.externalId,
    components: e.components.map((c) => componentObject(c, seed)),
  };
}

export const timelineEntryObject = (e: StoredEntry, seed: Seed) => ({
  id: `te_${e.id}`,
  customerId: e.customerId,
  timestamp: dateTime(e.timestamp),
  entry: entryObject(e, seed),
  actor: machineUserActor(e.by),
});
