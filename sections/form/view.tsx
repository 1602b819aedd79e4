import { Section } from "#app/site/components/sections/section.tsx";
import { BuiltForm, FormLanguage, FormThanksPanel } from "#app/site/components/sections/built-form.tsx";
import { InlineScript } from "#app/ui/inline-script.tsx";
import { useStudioPreview } from "#app/site/lib/draft-preview.tsx";
import formScript from "#app/site/enhance/form-page.ts?inline-script";
import formWithProofScript from "#app/site/enhance/form-proof-page.ts?inline-script";
import type { SectionOf } from "#sections/registry.ts";
import type { SectionView } from "#sections/view.ts";
import { pageAfterDownload } from "#shared/forms/form-post.ts";

// A post answered without JavaScript comes back with the page (its route's action): the thank-you in the form's place, or the form with its errors.
const View: SectionView<"form"> = ({ section, prepared, page }) => {
  const { form } = prepared;
  const studio = useStudioPreview();
  // No form chosen yet: only a draft holds such a section (publishing refuses the placeholder), so
  // only the studio's previews say what to do; anywhere else, nothing.
  if (!form) return studio ? <ChooseForm section={section} /> : null;
  const answer = page.formAnswer?.formId === form.id ? page.formAnswer : undefined;
  const heading = section.intro ? "h3" : "h2";
  return (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <div className="mx-auto max-w-2xl">
        <FormLanguage form={form}>
          {answer && "thanks" in answer ? (
            <FormThanksPanel thanks={answer.thanks} anchor={section.id} heading={heading} />
          ) : (
            <>
              <BuiltForm
                form={form}
                anchor={section.id}
                page={page.document.path}
                labelledBy={section.intro ? `${section.id}-title` : undefined}
                refused={answer && "refused" in answer ? answer.refused : undefined}
              />
              {/* What the script shows in the form's place once it is sent (the way on to a thank-you page after a download already in it). */}
              <template data-form-thanks={section.id}>
                <FormThanksPanel thanks={{ heading: "", next: pageAfterDownload(form.document) }} anchor={section.id} heading={heading} />
              </template>
              {/* After the form: the script enhances what is above it (ADR 011); with the solver when the form asks for a proof of work. */}
              <InlineScript code={form.document.proofOfWork ? formWithProofScript : formScript} />
            </>
          )}
        </FormLanguage>
      </div>
    </Section>
  );
};

/** The studio's preview of a Form section with no form chosen yet: where the form will be, and what to do. */
function ChooseForm({ section }: { section: SectionOf<"form"> }) {
  return (
    <Section id={section.id} intro={section.intro} tone={section.tone}>
      <div className="mx-auto grid max-w-2xl gap-2 rounded-2xl border-2 border-dashed border-border bg-background p-8 text-center">
        <p className="text-lg font-semibold text-foreground">Choose a form for this section</p>
        <p className="text-sm text-muted-foreground">Pick a published form in the section’s Form field. Only the studio shows this box.</p>
      </div>
    </Section>
  );
}

export default View;
