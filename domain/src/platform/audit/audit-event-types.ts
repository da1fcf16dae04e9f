/**
 * Every audit event type with what it records before and after its change. Each room declares its own events in its
 * `<room>.audit.ts`, which augments this interface (`declare module`), so this room imports no other and a room's
 * payloads are written in its own types. A payload leaves out `before` or `after` when the event has none; an event
 * with neither records only its actor, company and time.
 */
export interface AuditEventPayloads {}

export type AuditEventType = keyof AuditEventPayloads;

/** One event's payload as stored in `audit_event.payload` (jsonb): its `before` and `after`, the missing one absent. */
export type AuditPayloadOf<T extends AuditEventType> = Omit<{ before?: never; after?: never }, keyof AuditEventPayloads[T]> & AuditEventPayloads[T];

/** Any event's payload. */
export type AuditPayload = { [T in AuditEventType]: AuditPayloadOf<T> }[AuditEventType];

/** An audit event as a caller records it: the type, and that type's before and after (a union discriminated by `type`). */
export type AuditEventRecord = { [T in AuditEventType]: { type: T } & AuditPayloadOf<T> }[AuditEventType];
