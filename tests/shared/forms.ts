/** A built form the tests publish: the benchmark download (name, work email, company size, job title, a hidden campaign). */
import { formDocument } from "#shared/forms/form.ts";

export const benchmarkForm = formDocument.parse({
  name: "Download the 2025 AI marketing benchmark",
  fields: [
    { kind: "text", key: "name", label: "Your name", required: true },
    { kind: "email", key: "email", label: "Work email", required: true },
    {
      kind: "choice",
      key: "company_size",
      label: "Company size",
      choices: [
        { value: "1-50", label: "1 to 50" },
        { value: "enterprise", label: "More than 1,000" },
      ],
    },
    { kind: "text", key: "job_title", label: "Job title" },
    { kind: "hidden", key: "utm_campaign", label: "Campaign", from: "query", name: "utm_campaign" },
  ],
  submitLabel: "Get the report",
  thankYou: { kind: "message", heading: "Thanks, it is on its way" },
});
