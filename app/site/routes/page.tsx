import { data, redirect } from "react-router";
import { JsonLdScript } from "#app/site/components/json-ld-script.tsx";
import { PageSections } from "#sections/page-sections.tsx";
import { contentOf } from "#app/site/lib/load-context.ts";
import { alternateMeta, answerMeta, documentMeta } from "#app/site/lib/page-meta.ts";
import { useSite } from "#app/site/lib/site-context.tsx";
import { PageLangContext } from "#app/site/lib/page-lang.tsx";
import { organization } from "#app/site/lib/structured-data.ts";
import { InlineScript } from "#app/ui/inline-script.tsx";
import notFoundScript from "#app/site/enhance/not-found-page.ts?inline-script";
import { THANK_YOU_PATH } from "#shared/contact-post.ts";
import type { FormAnswerOnPage, FormPost } from "#shared/forms/form-post.ts";
import { NOT_FOUND_PATH } from "#shared/site-paths.ts";
import type { Route } from "./+types/page";

/**
 * Every page made of sections (the home page, products, pricing, landing pages…): its document
 * from the store, at whatever address it has, with the site's facts filled in and its sections
 * prepared on the server; an address with none shows the not-found page's document with a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const answer = await contentOf(context).page(new URL(request.url).pathname);
  if (!answer) throw data(null, { status: 404 });
  // Drawn as the answer to a contact form posted to it (the action's), not as the page itself.
  const view = context.contactPost || context.formPost ? { ...answer.view, answersPost: true } : answer.view;
  return answer.status === 200 ? view : data(view, { status: 404 });
}

/**
 * A form posted without JavaScript (server/sales/contact/route.ts hands it here): through
 * the lead pipeline, then to the thank-you page, or this page again with the values and the error.
 */
export async function action({ context }: Route.ActionArgs) {
  if (context.formPost) return formAction(context.formPost);
  if (!context.contactPost) throw data(null, { status: 405 });
  const outcome = await context.contactPost.submit();
  if (outcome.accepted) return redirect(THANK_YOU_PATH, 303);
  const { values, error, title, field } = outcome;
  return data({ contactAnswer: { values, error, title, field } }, { status: outcome.status });
}

/**
 * A built form posted without JavaScript (server/sales/forms/route.ts hands it here): to its
 * thank-you page, or this page again with the thank-you in place of the form, or with every value
 * and each field's error.
 */
async function formAction(post: FormPost) {
  const outcome = await post.submit();
  const { formId } = post;
  if (outcome.accepted && "redirect" in outcome) return redirect(outcome.redirect, 303);
  if (outcome.accepted) return data({ formAnswer: { formId, thanks: outcome.thanks } satisfies FormAnswerOnPage });
  const { status, ...refused } = outcome;
  return data({ formAnswer: { formId, refused } satisfies FormAnswerOnPage }, { status });
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const tags = [...documentMeta(loaderData.document, loaderData.language?.lang), ...alternateMeta(loaderData.language?.alternates)];
  return "answersPost" in loaderData ? answerMeta(tags) : tags;
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const { document } = loaderData;
  const site = useSite();
  return (
    <>
      {/* In the body, not the head: the contact facts are the team's settings, which only components read (ADR 027). */}
      {document.home ? <JsonLdScript data={organization(site)} /> : null}
      <PageLangContext value={loaderData.language?.lang}>
        <PageSections page={actionData ? { ...loaderData, ...actionData } : loaderData} />
      </PageLangContext>
      {document.path === NOT_FOUND_PATH ? <InlineScript code={notFoundScript} /> : null}
    </>
  );
}
