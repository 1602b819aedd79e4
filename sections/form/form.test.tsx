import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PageSections } from "#sections/page-sections.tsx";
import { prepareSections, type SectionOf } from "#sections/registry.ts";
import type { FormAnswerOnPage } from "#shared/forms/form-post.ts";
import type { PageView } from "#shared/pages/page-view.ts";
import { benchmarkForm, CONSENT_TEXT } from "#tests/shared/benchmark-form.ts";
import { StudioPreviewContext } from "#app/site/lib/draft-preview.tsx";
import { drawnPage } from "#sections/drawn-for-tests.tsx";
import { FORM_PLACEHOLDER, formSection } from "./section.ts";

const published = { id: 7, version: 3, document: benchmarkForm() };
const band = { type: "form", id: "get-report", intro: { title: "Get the 2025 benchmark" }, form: 7 };

/** The opening tag of the element with `id` (attributes in React's order). */
function tagOf(html: string, id: string): string {
  return new RegExp(`<[a-z]+ [^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}

async function drawn(formAnswer?: FormAnswerOnPage, form = published): Promise<string> {
  const section = formSection.schema.parse(band) as SectionOf<"form">;
  const formOf = async (id: number) => {
    if (id !== 7) throw new Error(`form ${id} is not published`);
    return form;
  };
  return drawnPage([section], { form: formOf }, { path: "/benchmark", extra: { formAnswer } });
}

describe("a built form on its page", () => {
  it("posts to its form's address, each field with its label and the browser's own checks; hidden fields are not shown", async () => {
    const html = await drawn();
    expect(html).toMatch(/<form [^>]*aria-labelledby="get-report-title"[^>]*action="\/api\/forms\/7" method="post">/);
    for (const attribute of ['type="text"', 'name="name"', 'required=""', 'maxLength="200"']) expect(tagOf(html, "get-report-name")).toContain(attribute);
    for (const attribute of ['type="email"', 'name="email"', 'required=""', 'maxLength="255"']) expect(tagOf(html, "get-report-email")).toContain(attribute);
    expect(tagOf(html, "get-report-company_size")).toMatch(/^<select [^>]*required=""/);
    expect(html).toMatch(/<option value=""( selected="")?>Choose one<\/option><option value="1-50">1–50 people<\/option>/);
    for (const attribute of ['aria-describedby="get-report-job_title-help get-report-job_title-error"', 'maxLength="80"']) expect(tagOf(html, "get-report-job_title")).toContain(attribute);
    expect(html).toMatch(/<fieldset[^>]*><legend[^>]*>Topics you care about<\/legend>/);
    for (const attribute of ['type="checkbox"', 'name="interests"', 'value="seo"']) expect(tagOf(html, "get-report-interests")).toContain(attribute);
    expect(html).toContain(`for="get-report-consent">${CONSENT_TEXT}<span aria-hidden="true" class="ml-0.5 text-destructive">*</span></label>`);
    expect(tagOf(html, "get-report-consent")).toContain('required=""');
    expect(html).not.toContain('name="utm_campaign"');
    expect(html).not.toContain('name="landing"');
    expect(tagOf(html, "get-report-website")).toContain('tabindex="-1"');
    expect(html).toContain(">Get the benchmark<");
  });

  it("comes back refused with every value kept and each field's error beside it, the first field in error focused", async () => {
    const html = await drawn({
      formId: 7,
      refused: {
        values: { name: "Jane", email: "jane@", company_size: "51-500", interests: ["ads"], consent: "on" },
        error: "Please enter a valid email address",
        field: "email",
        fields: { email: "Please enter a valid email address", job_title: "Job title must be less than 80 characters" },
      },
    });
    expect(html).toMatch(/<div id="get-report-alert" role="alert" tabindex="-1"[^>]*><p[^>]*>Validation Error<\/p><p[^>]*>Please enter a valid email address<\/p>/);
    for (const attribute of ['aria-invalid="true"', 'autofocus=""', 'value="jane@"', 'aria-describedby="get-report-email-error"']) expect(tagOf(html, "get-report-email")).toContain(attribute);
    expect(html).toContain('<p id="get-report-email-error" class="text-sm text-destructive empty:hidden">Please enter a valid email address</p>');
    expect(tagOf(html, "get-report-job_title")).toContain('aria-describedby="get-report-job_title-help get-report-job_title-error"');
    expect(html).toContain('<option value="51-500" selected="">');
    expect(tagOf(html, "get-report-interests-2")).toContain('checked=""');
    expect(tagOf(html, "get-report-interests")).not.toContain("checked");
    expect(tagOf(html, "get-report-consent")).toContain('checked=""');
  });

  it("shows the thank-you and the download in the form's place once sent", async () => {
    const html = await drawn({
      formId: 7,
      thanks: { heading: "Your benchmark is ready", body: "Thank you!", download: { href: "/downloads/f?sig=1", label: "Download the benchmark (PDF)", expiresAt: "2026-12-09T00:00:00Z" } },
    });
    expect(html).not.toContain("<form");
    expect(html).toMatch(/<h3 tabindex="-1" autofocus=""[^>]*>Your benchmark is ready<\/h3><p [^>]*>Thank you!<\/p>/);
    expect(html).toMatch(/<a href="\/downloads\/f\?sig=1"[^>]*>.*<span data-thanks-label="true">Download the benchmark \(PDF\)<\/span><\/a>/);
    expect(html).toMatch(/<a href="#"[^>]*hidden=""[^>]*data-thanks-next="true">Continue<svg/);
  });

  it("holds the way on to the form's thank-you page in the panel its script shows, when the form gives a download too", async () => {
    const toPage = { ...published, document: { ...published.document, thankYou: { kind: "page" as const, path: "/thank-you" } } };
    expect(await drawn(undefined, toPage)).toMatch(/<template data-form-thanks="get-report">.*<a href="\/thank-you" class="[^"]*" data-thanks-next="true">Continue<svg.*<\/template>/);
    expect(await drawn(undefined, { ...toPage, document: { ...toPage.document, download: undefined } })).not.toContain('href="/thank-you"');
  });

  it("shows the download, then the way on to the form's thank-you page, when the form gives both", async () => {
    const html = await drawn({
      formId: 7,
      thanks: { heading: "Your download is ready", download: { href: "/downloads/f?sig=1", label: "Download the benchmark (PDF)", expiresAt: "2026-12-09T00:00:00Z" }, next: "/thank-you" },
    });
    expect(html).toMatch(/<h3 tabindex="-1" autofocus=""[^>]*>Your download is ready<\/h3>/);
    expect(html).toMatch(/<a href="\/downloads\/f\?sig=1"[^>]*data-thanks-download="true">.*<\/a><a href="\/thank-you" class="[^"]*" data-thanks-next="true">Continue<svg/);
  });

  it("refuses to draw a form that is not published, naming the page and section", async () => {
    const section = formSection.schema.parse({ ...band, form: 8 }) as SectionOf<"form">;
    await expect(
      prepareSections({ path: "/benchmark", sections: [section] }, (where) => ({ form: async (id: number) => Promise.reject(new Error(`${where}: form ${id} is not published`)) }) as never),
    ).rejects.toThrow("the page /benchmark, section #get-report: form 8 is not published");
  });

  it("shows the studio's preview where to choose a form while none is chosen, and a visitor's page nothing", async () => {
    const section = formSection.schema.parse({ ...band, form: FORM_PLACEHOLDER }) as SectionOf<"form">;
    const prepared = await prepareSections({ path: "/benchmark", sections: [section] }, () => ({}) as never);
    const page: PageView = { document: { path: "/benchmark", title: "X", description: "X", noindex: false, nofollow: false, inSitemap: true, sections: [section] }, prepared };
    const inStudio = renderToStaticMarkup(
      <StudioPreviewContext value={true}>
        <PageSections page={page} />
      </StudioPreviewContext>,
    );
    expect(inStudio).toContain(">Choose a form for this section</p>");
    expect(inStudio).toContain(">Get the 2025 benchmark</h2>");
    expect(inStudio).not.toContain("<form");
    const onTheSite = renderToStaticMarkup(<PageSections page={page} />);
    expect(onTheSite).not.toContain("Choose a form");
    expect(onTheSite).not.toContain("get-report");
  });
});
