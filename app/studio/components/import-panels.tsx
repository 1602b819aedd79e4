/** The studio's import's steps after the files are chosen: what they will create, what was imported, and a refusal in the server's words. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Panel } from "#app/admin/components/panel.tsx";
import { PostStatusBadge } from "#app/admin/components/status-badge.tsx";
import { importCopy } from "#app/studio/content/imports.ts";
import type { Answer } from "#app/admin/lib/admin-api.ts";
import { POST_STATUS_LABELS } from "#shared/post-status.ts";
import { Button } from "#app/ui/button.tsx";

const copy = importCopy;

type Plan = Answer<"/imports/preview", "$post">;
type Imported = Answer<"/imports", "$post">;

/** Problems shown at once; the rest are counted (a broken export may have one per post). */
const SHOWN_PROBLEMS = 20;

/** The server's refusal, one problem a line. */
export function Refusal({ error }: { error: string }) {
  const lines = error.split("\n").filter(Boolean);
  return (
    <div role="alert" className="grid gap-1 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-destructive">
      <p className="font-semibold">{copy.refused}</p>
      <ul className="grid list-disc gap-1 pl-5 break-words">
        {lines.slice(0, SHOWN_PROBLEMS).map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
      {lines.length > SHOWN_PROBLEMS ? <p>{copy.more(lines.length - SHOWN_PROBLEMS)}</p> : null}
    </div>
  );
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** What the files will create: the counts, then each list, then the button that imports them. */
export function PlanPanel({ plan, importing, disabled, formId }: { plan: Plan; importing: boolean; disabled: boolean; formId: string }) {
  const counts = [
    copy.plan.counts.posts(plan.posts.length),
    copy.plan.counts.authors(plan.authors.length),
    copy.plan.counts.tags(plan.tags.length),
    copy.plan.counts.images(plan.images.length),
    copy.plan.counts.notes(plan.notes.length),
  ];
  return (
    <Panel title={copy.plan.title} id="import-plan">
      <div className="grid gap-5">
        <p role="status" className="text-sm">
          <span className="font-medium">{copy.plan.summary(copy.plan.sources[plan.source] ?? plan.source)}</span> {counts.join(", ")}.
        </p>
        <Section title={copy.plan.posts} id="import-plan-posts">
          <ul className="grid divide-y divide-border rounded-lg border border-border">
            {plan.posts.map((post) => (
              <li key={post.slug} className="grid min-w-0 gap-1 px-3 py-2.5 text-sm">
                <span className="font-medium break-words">{post.title}</span>
                <span className="font-mono text-xs break-all text-muted-foreground">/blog/{post.slug}</span>
                <span className="text-xs text-muted-foreground">{copy.plan.by(post.author, post.category)}</span>
                <span className="flex flex-wrap items-center gap-2 text-xs">
                  {post.existing ? (
                    <>
                      <PostStatusBadge status={post.existing.status} />
                      <span>
                        {copy.plan.updates(POST_STATUS_LABELS[post.existing.status])}
                        {post.existing.status === "published" || post.existing.status === "scheduled" ? `: ${copy.plan.waits}` : ""}
                      </span>
                    </>
                  ) : (
                    <>
                      <PostStatusBadge status="draft" />
                      <span>{copy.plan.isNew}</span>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Section>
        <div className="grid gap-5 sm:grid-cols-3">
          <Section title={copy.plan.authors} id="import-plan-authors">
            <ul className="grid gap-1 text-sm">
              {plan.authors.map((author) => (
                <li key={author.name} className="break-words">
                  {author.name} <span className="text-muted-foreground">({author.existing ? copy.plan.storedAuthor : copy.plan.newAuthor})</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section title={copy.plan.tags} id="import-plan-tags">
            <ul className="flex flex-wrap gap-1.5 text-xs">
              {plan.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-muted px-2.5 py-0.5 font-medium">
                  {tag}
                </li>
              ))}
            </ul>
          </Section>
          <Section title={copy.plan.images} id="import-plan-images">
            {plan.images.length ? (
              <ul className="grid gap-1 font-mono text-xs break-all">
                {plan.images.map((image) => (
                  <li key={image}>{image}</li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-muted-foreground">{copy.plan.noImages}</p>
            )}
          </Section>
        </div>
        <Section title={copy.plan.notes} id="import-plan-notes">
          {plan.notes.length ? (
            <>
              <p className="text-sm text-muted-foreground">{copy.plan.notesLead}</p>
              <ul className="grid list-disc gap-1 pl-5 text-sm break-words">
                {plan.notes.map((note, index) => (
                  <li key={index}>{note}</li>
                ))}
              </ul>
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{copy.plan.noNotes}</p>
          )}
        </Section>
        <div className="grid gap-2 border-t border-border pt-4">
          <Button type="submit" form={formId} name="intent" value="import" disabled={disabled} className="w-fit max-w-full">
            {importing ? copy.plan.importing : copy.plan.import(plan.posts.length)}
          </Button>
          <p className="text-xs text-muted-foreground">{copy.plan.importHint}</p>
        </div>
      </div>
    </Panel>
  );
}

/** What the import made, each post a link to its editor, and the way to all the drafts. */
export function ImportedPanel({ imported }: { imported: Imported }) {
  const posts = [...imported.created, ...imported.updated];
  return (
    <Panel title={copy.done.title} id="import-done">
      <div className="grid gap-4">
        <p role="status" className="text-sm font-medium">
          {copy.done.summary(imported.created.length, imported.updated.length)}
        </p>
        <ul className="grid gap-1.5 text-sm">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center gap-2">
              <PostStatusBadge status={post.status} />
              <Link to={`/admin/posts/${post.id}`} className="font-medium text-primary underline-offset-4 hover:underline break-words">
                {post.title}
              </Link>
            </li>
          ))}
        </ul>
        <Button asChild variant="secondary" className="w-fit">
          <Link to="/admin/posts?status=draft">{copy.done.drafts}</Link>
        </Button>
      </div>
    </Panel>
  );
}
