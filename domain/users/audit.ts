import { recordDecider, type CommandStream } from '../decider.ts';
import { auditStreamId, type AuditEvent } from '../events.ts';

const auditDecider = recordDecider<AuditEvent>({ PersonalDataRevealed: true, AccountPurged: true });

/**
 * An account's audit stream: what operators did with it, each action recorded as it happened (the
 * stream is the account's; its events hold nothing sealed, so they outlive the account's key).
 */
export const auditStream = (userId: string): CommandStream<AuditEvent, AuditEvent, null> => ({
  decider: auditDecider,
  streamId: auditStreamId(userId),
  ownerId: userId,
});
