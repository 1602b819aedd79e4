/**
 * The site beside the posts, for editors: the authors (role, bio, photo, shown in every article's
 * author box) and the redirects (an old address sent to a new one, or marked gone). Each change is
 * on the site within a second.
 */
import { useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/admin.site";
import { PageHeading } from "#app/admin/components/page-heading.tsx";
import { AuthorsPanel, ImportPanel, NotFoundPanel, RedirectsPanel } from "#app/studio/components/site-panels.tsx";
import { adminCopy } from "#app/admin/content/admin.ts";
import { siteCopy } from "#app/studio/content/site.ts";
import { api, ApiError, type Answer } from "#app/admin/lib/admin-api.ts";

const copy = siteCopy;

export const meta = () => [{ title: `${copy.title} · ${adminCopy.productName}` }];

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const from = new URL(request.url);
  const [{ authors }, { redirects }, { images }, { notFound }] = await Promise.all([
    api<Answer<"/authors">>("/authors", { from, signal: request.signal }),
    api<Answer<"/redirects">>("/redirects", { from, signal: request.signal }),
    api<Answer<"/media">>("/media", { from, signal: request.signal }),
    api<Answer<"/not-found">>("/not-found", { from, signal: request.signal }),
  ]);
  // "Make a redirect" on the 404 log comes back here with the address to send on (?from=/old).
  const prefill = from.searchParams.get("from") ?? "";
  return { authors, redirects, notFound, prefill, photos: images.map((image) => image.name) };
}

export type SiteActionResult = { form: string; error?: string; problems?: Partial<Record<string, string>>; done?: string; plan?: Answer<"/redirects/import", "$post">; csv?: string };

export async function clientAction({ request }: Route.ClientActionArgs): Promise<SiteActionResult> {
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const formId = String(form.get("form") ?? intent);
  const text = (name: string) => String(form.get(name) ?? "");
  try {
    if (intent === "save-author") {
      await api("/authors", { method: "POST", body: { name: text("name"), role: text("role"), bio: text("bio"), photo: text("photo"), account: text("account") }, from: new URL(request.url) });
      return { form: formId, done: copy.authors.saved };
    }
    if (intent === "set-redirect") {
      await api("/redirects", { method: "POST", body: { from: text("from"), to: form.get("gone") ? null : text("to"), status: text("status") === "302" ? 302 : 301 }, from: new URL(request.url) });
      return { form: formId, done: copy.redirects.saved };
    }
    if (intent === "preview-import" || intent === "apply-import") {
      const plan = await api<Answer<"/redirects/import", "$post">>("/redirects/import", { method: "POST", body: { csv: text("csv"), apply: intent === "apply-import" }, from: new URL(request.url) });
      return { form: formId, plan, csv: text("csv"), ...(plan.imported > 0 && { done: copy.importing.imported(plan.imported) }) };
    }
    if (intent === "dismiss-not-found") {
      await api("/not-found/remove", { method: "POST", body: { path: text("path") }, from: new URL(request.url) });
      return { form: formId, done: copy.notFound.dismissed };
    }
    if (intent === "remove-redirect") {
      await api("/redirects/remove", { method: "POST", body: { from: text("from") }, from: new URL(request.url) });
      return { form: formId, done: copy.redirects.removed };
    }
    return { form: formId, error: "That is not something this page does." };
  } catch (error) {
    if (error instanceof ApiError) return { form: formId, error: error.message, ...(error.problems && { problems: error.problems }) };
    throw error;
  }
}

export default function Site({ loaderData }: Route.ComponentProps) {
  const result = useActionData<SiteActionResult>();
  const busy = useNavigation().state !== "idle";
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <PageHeading title={copy.title} lead={copy.lead} />
      <AuthorsPanel authors={loaderData.authors} photos={loaderData.photos} result={result} busy={busy} />
      <RedirectsPanel redirects={loaderData.redirects} prefill={loaderData.prefill} result={result} busy={busy} />
      <ImportPanel result={result} busy={busy} />
      <NotFoundPanel notFound={loaderData.notFound} result={result} busy={busy} />
    </div>
  );
}
