/** What the sales team's admin routes need beyond the admin API's frame (server/auth/http.ts), given by the lead pipeline. */
import type { AdminDeps } from "#server/auth/http.ts";
import type { PublishedForms } from "#shared/forms/published-forms.ts";

export interface SalesAdminDeps extends AdminDeps {
  /** Wakes the outbox worker after a dead letter is queued again (or an owner's email is queued). */
  onRetry?: () => void;
  /** Owners are emailed their leads (email is configured): a contact given to someone by hand tells them too. */
  notifyOwners?: boolean;
  /** The built forms' versions (the content area's, given at composition): a form lead's answers are read by its version's labels. */
  publishedForms?: PublishedForms;
}
