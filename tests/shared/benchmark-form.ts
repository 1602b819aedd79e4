/**
 * The campaign form, "Download the 2025 AI marketing benchmark", published straight into a
 * store (a form row at version 1 and its version, the generation moved on), as the studio's publish
 * leaves it: what the form endpoint's and the form section's tests run against.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#server/platform/db/database.ts";
import { forms, formVersions, pages } from "#server/platform/db/content-schema.ts";
import { pageDocument } from "#shared/pages/page.ts";
import { nextGeneration } from "#server/platform/db/generation.ts";
import { formDocument, type FormDocument, type FormDocumentInput } from "#shared/forms/form.ts";

export const CONSENT_TEXT = "I agree to receive the benchmark and related emails. I can unsubscribe at any time.";

export function benchmarkForm(enterpriseOwners: string[] = []): FormDocument {
  const input: FormDocumentInput = {
    name: "2025 AI marketing benchmark",
    fields: [
      { kind: "text", key: "name", label: "Name", required: true },
      { kind: "email", key: "email", label: "Work email", required: true, placeholder: "jane@company.com" },
      {
        kind: "choice",
        key: "company_size",
        label: "Company size",
        required: true,
        choices: [
          { value: "1-50", label: "1–50 people" },
          { value: "51-500", label: "51–500 people" },
          { value: "501+", label: "More than 500 people" },
        ],
      },
      { kind: "text", key: "job_title", label: "Job title", help: "So we can send what fits your role.", maxLength: 80 },
      {
        kind: "choices",
        key: "interests",
        label: "Topics you care about",
        choices: [
          { value: "seo", label: "Search" },
          { value: "email", label: "Email" },
          { value: "ads", label: "Paid ads" },
        ],
      },
      { kind: "hidden", key: "utm_campaign", label: "Campaign", from: "query", name: "utm_campaign" },
      { kind: "hidden", key: "landing", label: "Landing page", from: "attribution", name: "landing_page" },
      { kind: "consent", key: "consent", label: CONSENT_TEXT, required: true, version: "2026-12" },
    ],
    submitLabel: "Get the benchmark",
    thankYou: { kind: "message", heading: "Your benchmark is ready", body: "Thank you! Download it below; the link works for three days." },
    download: { file: "benchmark-2025", label: "Download the benchmark (PDF)", expiresInHours: 72 },
    routing: enterpriseOwners.length ? [{ name: "Enterprise", field: "company_size", values: ["501+"], owners: enterpriseOwners }] : [],
  };
  return formDocument.parse(input);
}

/** Publishes `document` as a new form (or, with `status`, leaves it there); answers its id. */
export async function publishForm(db: Database, document: FormDocument, status: "published" | "draft" = "published"): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(forms)
      .values({ document, status, version: status === "published" ? 1 : 0 })
      .returning({ id: forms.id });
    if (status === "published") await tx.insert(formVersions).values({ formId: row!.id, version: 1, document });
    await nextGeneration(tx);
    return row!.id;
  });
}

/** Takes a published form off the site, as unpublishing leaves it. */
export async function unpublishForm(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(forms).set({ status: "unpublished" }).where(eq(forms.id, id));
    await nextGeneration(tx);
  });
}

/** Publishes a landing page at `path` with a hero and the form's section (#get-report), as an editor's publish leaves it. */
export async function publishFormPage(db: Database, path: string, formId: number): Promise<void> {
  const document = pageDocument.parse({
    path,
    title: "The 2025 AI marketing benchmark",
    description: "How 400 B2B marketing teams use AI in 2025: budgets, tools and results, in one report.",
    sections: [
      { type: "hero", id: "top", title: "Download the 2025 AI marketing benchmark", lead: "How 400 B2B marketing teams use AI: budgets, tools and results.", variant: "light" },
      { type: "form", id: "get-report", intro: { title: "Get the report", lead: "Tell us a little about you and download it at once." }, tone: "muted", form: formId },
    ],
  });
  await db.transaction(async (tx) => {
    await tx.insert(pages).values({ path, document, status: "published" });
    await nextGeneration(tx);
  });
}
