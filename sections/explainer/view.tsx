import type { SectionIntro } from "#shared/pages/fields.ts";
import { SectionHeader } from "#app/site/components/sections/section.tsx";
import type { SectionView } from "#sections/view.ts";

/** What the product is, in prose, beside how it works in numbered stages. */
export function Explainer({
  intro,
  paragraphs,
  stages,
  headingId = "explainer-title",
}: {
  intro: SectionIntro;
  paragraphs: string[];
  stages: Array<{ title: string; description: string }>;
  headingId?: string;
}) {
  return (
    <section aria-labelledby={headingId} className="render-when-near py-20 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeader intro={intro} align="left" headingId={headingId} />
          <div className="mt-6 flex flex-col gap-4 text-[1.0625rem] leading-relaxed text-muted-foreground">
            {paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <ol className="flex flex-col gap-4">
          {stages.map((stage, index) => (
            <li key={stage.title} className="reveal flex gap-5 rounded-xl border border-border bg-subtle p-5 sm:p-6">
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold tracking-tight">{stage.title}</h3>
                <p className="mt-1.5 leading-relaxed text-muted-foreground">{stage.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

const View: SectionView<"explainer"> = ({ section }) => <Explainer intro={section.intro} paragraphs={section.paragraphs} stages={section.stages} headingId={`${section.id}-title`} />;

export default View;
