/**
 * A channel's handlers, one per message type. A table is typed by the channel's messages (the
 * contract, shared/messages.ts): one that leaves a type out does not compile, so a message the
 * contract adds cannot be let in and then answered by nothing.
 */
type Of<M extends { type: string }, K extends M['type']> = Extract<M, { type: K }>;

/** Runtime messages: each request's handler gives the answer the contract names for its type. */
export type AnswerTable<M extends { type: string }, Answers extends { [K in M['type']]: unknown }, From> = {
  [K in M['type']]: (request: Of<M, K>, from: From) => Promise<Answers[K]>;
};

/** A port's messages: nothing is answered; a handler posts to the port as things come. */
export type PortTable<M extends { type: string }, At> = {
  [K in M['type']]: (msg: Of<M, K>, at: At) => void;
};

/** Runs the handler of `msg`'s type; the table's type says it has one for every type `M` has. */
export function dispatch<M extends { type: string }, At, R>(table: { [K in M['type']]: (msg: Of<M, K>, at: At) => R }, msg: M, at: At): R {
  return (table[msg.type as M['type']] as (msg: M, at: At) => R)(msg, at);
}
