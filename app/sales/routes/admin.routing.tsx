/**
 * Lead routing, for the admin: who on the sales team takes new leads (away switches) and the rules
 * that decide who gets which (ADR 028).
 */
import { useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.routing";
import { PageHeading } from "#app/admin/components/page-heading.tsx";
import { RulesEditor, TeamPanel, type RoutingResult } from "#app/sales/components/routing-editor.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { routingCopy } from "#app/sales/content/routing.ts";
import { api, ApiError, type Answer } from "#app/admin/lib/admin-api.ts";

const copy = routingCopy;

export const meta = () => [{ title: `${copy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return api<Answer<"/routing">>("/routing", { from: new URL(request.url), signal: request.signal });
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<RoutingResult> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const from = new URL(request.url);
  try {
    if (intent === "away") {
      await api("/routing/away", { method: "POST", body: { userId: form.get("userId"), away: form.get("away") === "yes" }, from });
      return { intent };
    }
    await api("/routing", { method: "PUT", body: { rules: JSON.parse(String(form.get("rules") ?? "[]")) as unknown }, from });
    return { intent: "rules", done: copy.saved };
  } catch (error) {
    if (error instanceof ApiError) return { intent, error: error.message, ...(error.problems && { problems: error.problems }) };
    throw error;
  }
}

export default function Routing({ loaderData }: Route.ComponentProps) {
  const result = useActionData<RoutingResult>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeading title={copy.title} lead={copy.lead} />
      <TeamPanel team={loaderData.team} busy={busy} />
      <RulesEditor initial={loaderData.rules} team={loaderData.team} result={result} busy={busy} />
    </div>
  );
}
