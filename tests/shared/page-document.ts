/** A page document for the schema's unit tests (shared/pages), and what the schema says of one, in words. */
import { pageDocument } from "#shared/pages/page.ts";
import { problemsInWords } from "#shared/pages/problems.ts";

/** A campaign page holding `sections`, its other fields filled as an editor would (`extra` overrides them). */
export const campaignPage = (sections: unknown[], extra: Record<string, unknown> = {}) => ({
  path: "/spring-webinar",
  title: "Spring webinar",
  description: "A live session for B2B content teams on producing a month of content in a week.",
  sections,
  ...extra,
});

/** The schema's refusals of `data` in words (field › field: message); none when it takes it. */
export const pageProblems = (data: unknown) => {
  const parsed = pageDocument.safeParse(data);
  return parsed.success ? [] : problemsInWords(parsed.error, data);
};
