/**
 * A stored lead's deliveries as jobs of the one job mechanism (server/platform/jobs/worker.ts): one outbox row
 * per channel, written in the lead's transaction, sent by the channel's deliverer. The rows are
 * also the lead's delivery record the inbox shows (delivered, waiting, dead with its reason), and
 * an operator queues dead ones again (`npm run leads -- retry-dead`).
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { contactMessages, leadColumns, OUTBOX_CHANNELS, outbox, type ContactMessageRow, type OutboxChannel } from "#server/platform/db/schema.ts";
import { JobWorker, PermanentFailure, type JobHandler, type QueueTable, type WorkerOptions } from "#server/platform/jobs/worker.ts";

export interface Deliverer {
  /** The longest one send may take; the deliverer gives up (and the attempt fails) after it. */
  deadlineMs: number;
  /**
   * A contact's deliveries on this channel go one at a time, oldest first, across every process: a
   * receiver without an atomic upsert (a CRM's find-then-create) never sees two of them at once.
   */
  oneAtATimePerContact?: boolean;
  deliver(message: ContactMessageRow, deliveryId: string): Promise<void>;
}

/** An attempt delivered, failed to be tried again, or failed for the last time. */
export type DeliveryOutcome = "delivered" | "retry" | "dead";

export type DeliveryWorkerOptions = Pick<WorkerOptions, "db" | "maxAttempts" | "baseDelayMs" | "maxDelayMs" | "pollMs" | "leaseMs" | "concurrency" | "logger" | "random"> & {
  deliverers: Partial<Record<OutboxChannel, Deliverer>>;
  /** Each attempt's outcome, for the metrics; `secondsSinceStored` is the delivery's age when it ended. */
  onOutcome?: (channel: OutboxChannel, outcome: DeliveryOutcome, secondsSinceStored: number) => void;
};

const OUTBOX: QueueTable = { name: "outbox", kindColumn: "channel", subjectColumn: "message_id", doneStatus: "delivered", doneAtColumn: "delivered_at", handlerNoun: "delivery" };

export function createDeliveryWorker({ db, deliverers, onOutcome, ...options }: DeliveryWorkerOptions): JobWorker {
  const handlers = Object.fromEntries(Object.entries(deliverers).map(([channel, deliverer]) => [channel, deliveryHandler(db, deliverer)]));
  const serialChannels = (Object.entries(deliverers) as [OutboxChannel, Deliverer][]).filter(([, deliverer]) => deliverer.oneAtATimePerContact).map(([channel]) => channel);
  return new JobWorker({
    ...options,
    db,
    name: "outbox",
    queue: OUTBOX,
    kinds: OUTBOX_CHANNELS,
    handlers,
    claimFilter: serialChannels.length > 0 ? notBehindAnEarlierDelivery(serialChannels) : undefined,
    onOutcome: (job, outcome) => onOutcome?.(job.kind as OutboxChannel, outcome === "done" ? "delivered" : outcome, (Date.now() - job.createdAt.getTime()) / 1000),
  });
}

function deliveryHandler(db: Database, deliverer: Deliverer): JobHandler {
  return {
    deadlineMs: deliverer.deadlineMs,
    async run(job) {
      // Nothing is sent yet: if the database fails here, the job is simply tried again.
      const [message] = await db.select(leadColumns).from(contactMessages).where(eq(contactMessages.id, job.subject)).limit(1);
      if (!message) throw new PermanentFailure("message no longer exists");
      await deliverer.deliver(message, job.id);
    },
  };
}

/** For the one-at-a-time channels: a row waits while an older one of its contact is pending (sent or to be retried). */
function notBehindAnEarlierDelivery(serialChannels: OutboxChannel[]) {
  return sql`(o.channel NOT IN (${sql.join(serialChannels.map((channel) => sql`${channel}`), sql`, `)}) OR NOT EXISTS (
      SELECT 1 FROM ${outbox} AS earlier
      JOIN ${contactMessages} AS earlier_message ON earlier_message.id = earlier.message_id
      JOIN ${contactMessages} AS this_message ON this_message.id = o.message_id
      WHERE earlier.channel = o.channel AND earlier.status = 'pending' AND earlier_message.contact_id = this_message.contact_id
        AND (earlier.created_at, earlier.id) < (o.created_at, o.id)))`;
}
