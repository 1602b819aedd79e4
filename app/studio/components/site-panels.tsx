/** The site page's panels: authors (each its own form) and the redirects table. */
import { useRef, useState } from "react";
import { Form, Link } from "react-router";
import { IMPORT_MAX_BYTES } from "#shared/redirect-import.ts";
import { Button } from "#app/ui/button.tsx";
import { Input } from "#app/ui/input.tsx";
import { Label } from "#app/ui/label.tsx";
import { Select } from "#app/ui/select.tsx";
import { Textarea } from "#app/ui/textarea.tsx";
import { siteCopy } from "#app/studio/content/site.ts";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { Panel } from "#app/admin/components/panel.tsx";
import type { Answer } from "#app/admin/lib/admin-api.ts";

const copy = siteCopy;

export type AuthorRow = Answer<"/authors">["authors"][number];
export type RedirectRow = Answer<"/redirects">["redirects"][number];

type ImportPlan = Answer<"/redirects/import", "$post">;
type Result = { form: string; error?: string; problems?: Partial<Record<string, string>>; done?: string; plan?: ImportPlan; csv?: string } | undefined;

function Outcome({ id, result }: { id: string; result: Result }) {
  if (result?.form !== id) return null;
  if (result.error && !result.problems) return <FormError id={`${id}-error`}>{result.error}</FormError>;
  return result.done ? (
    <p role="status" className="text-sm font-medium">
      {result.done}
    </p>
  ) : null;
}

/** A form's field ids, and each refused field's problem in words, tied to its box. */
function fieldProblems(result: Result, id: string) {
  const problems = result?.form === id ? (result.problems ?? {}) : {};
  const field = (name: string) => `${id}-${name}`;
  const problemOf = (name: string) =>
    problems[name] ? (
      <p id={`${field(name)}-problem`} className="text-sm font-medium text-destructive">
        {problems[name]}
      </p>
    ) : null;
  const invalid = (name: string) => (problems[name] ? { "aria-invalid": true as const, "aria-describedby": `${field(name)}-problem` } : {});
  return { field, problemOf, invalid };
}

function AuthorForm({ author, photos, result, busy, id }: { author?: AuthorRow; photos: string[]; result: Result; busy: boolean; id: string }) {
  const { field, problemOf, invalid } = fieldProblems(result, id);
  return (
    <Form method="post" className="grid gap-3">
      <input type="hidden" name="form" value={id} />
      {author ? (
        <input type="hidden" name="name" value={author.name} />
      ) : (
        <div className="grid gap-1.5">
          <Label htmlFor={field("name")}>{copy.authors.name}</Label>
          <Input id={field("name")} name="name" required maxLength={80} {...invalid("name")} />
          {problemOf("name")}
        </div>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor={field("role")}>{copy.authors.role}</Label>
          <Input id={field("role")} name="role" defaultValue={author?.role ?? ""} maxLength={80} {...invalid("role")} />
          {problemOf("role")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={field("photo")}>{copy.authors.photo}</Label>
          <Select id={field("photo")} name="photo" defaultValue={author?.photo ?? ""} {...invalid("photo")}>
            <option value="">{copy.authors.noPhoto}</option>
            {photos.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </Select>
          {problemOf("photo")}
        </div>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field("account")}>{copy.authors.account}</Label>
        <Input
          id={field("account")}
          name="account"
          type="email"
          autoComplete="off"
          defaultValue={author?.account ?? ""}
          maxLength={254}
          {...invalid("account")}
          aria-describedby={[problemOf("account") ? `${field("account")}-problem` : "", `${field("account")}-hint`].join(" ").trim()}
        />
        <p id={`${field("account")}-hint`} className="text-xs text-muted-foreground">
          {copy.authors.accountHint}
        </p>
        {problemOf("account")}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={field("bio")}>{copy.authors.bio}</Label>
        <Textarea id={field("bio")} name="bio" rows={3} defaultValue={author?.bio ?? ""} maxLength={600} {...invalid("bio")} />
        {problemOf("bio")}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" name="intent" value="save-author" size="sm" disabled={busy}>
          {author ? copy.authors.save : copy.authors.add}
        </Button>
        <Outcome id={id} result={result} />
      </div>
    </Form>
  );
}

export function AuthorsPanel({ authors, photos, result, busy }: { authors: AuthorRow[]; photos: string[]; result: Result; busy: boolean }) {
  return (
    <Panel title={copy.authors.title} id="authors" lead={copy.authors.lead}>
      <ul className="grid gap-3">
        {authors.map((author, index) => (
          <li key={author.name}>
            <details className="rounded-lg border border-border p-3">
              <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
                <span>
                  <span className="font-semibold">{author.name}</span>
                  <span className="text-sm text-muted-foreground"> · {[author.role, copy.authors.posts(author.posts)].filter(Boolean).join(" · ")}</span>
                </span>
                <span className="text-sm font-semibold text-primary">{copy.authors.edit}</span>
              </summary>
              <div className="mt-3">
                <AuthorForm author={author} photos={photos} result={result} busy={busy} id={`author-${index}`} />
              </div>
            </details>
          </li>
        ))}
      </ul>
      <div className="mt-5 border-t border-border pt-4">
        <h3 className="mb-3 text-sm font-semibold">{copy.authors.new}</h3>
        <AuthorForm photos={photos} result={result} busy={busy} id="author-new" />
      </div>
    </Panel>
  );
}

/** A list row's one-click step (remove, dismiss): a small form naming the row. */
function RowAction({ form, field: [name, value], intent, label, busy, ...rest }: { form: string; field: [string, string]; intent: string; label: string; "aria-label": string; busy: boolean }) {
  return (
    <Form method="post">
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name={name} value={value} />
      <Button type="submit" name="intent" value={intent} variant="ghost" size="sm" disabled={busy} aria-label={rest["aria-label"]}>
        {label}
      </Button>
    </Form>
  );
}

export function RedirectsPanel({ redirects, prefill = "", result, busy }: { redirects: RedirectRow[]; prefill?: string; result: Result; busy: boolean }) {
  const { field, problemOf, invalid } = fieldProblems(result, "redirect-new");
  return (
    <Panel title={copy.redirects.title} id="redirects" lead={copy.redirects.lead}>
      <Form method="post" className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto_auto] sm:items-end">
        <input type="hidden" name="form" value="redirect-new" />
        <div className="grid gap-1.5">
          <Label htmlFor={field("from")}>{copy.redirects.from}</Label>
          {/* Keyed by the prefill: "Make a redirect" on another address fills the box again, and puts the cursor in "New address". */}
          <Input key={prefill} id={field("from")} name="from" required placeholder="/old-page" spellCheck={false} defaultValue={prefill} {...invalid("from")} />
          {problemOf("from")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={field("to")}>{copy.redirects.to}</Label>
          <Input key={prefill} id={field("to")} name="to" placeholder="/new-page or https://…" spellCheck={false} autoFocus={Boolean(prefill)} {...invalid("to")} />
          {problemOf("to")}
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={field("status")}>{copy.redirects.kind}</Label>
          <Select id={field("status")} name="status" defaultValue="301">
            <option value="301">{copy.redirects.kinds[301]}</option>
            <option value="302">{copy.redirects.kinds[302]}</option>
          </Select>
        </div>
        <Button type="submit" name="intent" value="set-redirect" disabled={busy}>
          {copy.redirects.add}
        </Button>
        <label className="flex items-center gap-2 text-sm sm:col-span-4">
          <input type="checkbox" name="gone" value="yes" className="size-4 accent-primary" />
          {copy.redirects.gone}
        </label>
      </Form>
      <div className="mt-2">
        <Outcome id="redirect-new" result={result} />
      </div>
      {redirects.length === 0 ? (
        <p className="mt-4 text-sm text-muted-foreground">{copy.redirects.none}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {redirects.map((redirect) => (
            <li key={redirect.from} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3 py-2 text-sm">
              <span className="min-w-0 font-mono break-all">
                {redirect.from} → {redirect.to ?? copy.redirects.goneLabel}
                {redirect.reason !== "manual" ? <span className="ml-2 font-sans text-xs text-muted-foreground">{copy.redirects.reasons[redirect.reason]}</span> : null}
                {redirect.status === 302 && redirect.to ? <span className="ml-2 font-sans text-xs text-muted-foreground">{copy.redirects.temporary}</span> : null}
                {redirect.hits > 0 ? <span className="ml-2 font-sans text-xs text-muted-foreground">{copy.redirects.hits(redirect.hits)}</span> : null}
              </span>
              <RowAction
                form="redirect-new"
                field={["from", redirect.from]}
                intent="remove-redirect"
                label={copy.redirects.removeShort}
                aria-label={copy.redirects.remove(redirect.from)}
                busy={busy}
              />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export type NotFoundRow = Answer<"/not-found">["notFound"][number];

const day = (at: string) => new Date(at).toLocaleDateString("en", { day: "numeric", month: "short", year: "numeric" });

/** The 404 log: each address with its count and dates, and a way to redirect it (prefilled in the form above) or dismiss it. */
export function NotFoundPanel({ notFound, result, busy }: { notFound: NotFoundRow[]; result: Result; busy: boolean }) {
  return (
    <Panel title={copy.notFound.title} id="not-found" lead={copy.notFound.lead}>
      <Outcome id="not-found" result={result} />
      {notFound.length === 0 ? (
        <p className="text-sm text-muted-foreground">{copy.notFound.none}</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {notFound.map((row) => (
            <li key={row.path} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-border px-3 py-2 text-sm">
              <span className="grid min-w-0 gap-0.5">
                <span className="font-mono break-all">{row.path}</span>
                <span className="text-xs text-muted-foreground">
                  {copy.notFound.hits(row.hits)}, {copy.notFound.seen(day(row.firstSeen), day(row.lastSeen))}
                </span>
              </span>
              <span className="flex items-center gap-1">
                <Link
                  to={`?from=${encodeURIComponent(row.path)}#redirects`}
                  aria-label={copy.notFound.makeFor(row.path)}
                  className="rounded-md px-3 py-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {copy.notFound.make}
                </Link>
                <RowAction form="not-found" field={["path", row.path]} intent="dismiss-not-found" label={copy.notFound.dismiss} aria-label={copy.notFound.dismissFor(row.path)} busy={busy} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** Redirects from a pasted CSV or a chosen file: a preview of each row, or each refused line in words; nothing is imported while any is refused. */
export function ImportPanel({ result, busy }: { result: Result; busy: boolean }) {
  const plan = result?.form === "redirect-import" ? result.plan : undefined;
  const csv = useRef<HTMLTextAreaElement>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  // The file is read here into the box, so the preview and its refusals are the same as for a pasted CSV.
  const readFile = async (file: File | undefined) => {
    setFileProblem(undefined);
    if (!file || !csv.current) return;
    if (file.size > IMPORT_MAX_BYTES) return setFileProblem(copy.importing.fileTooBig(file.name));
    try {
      csv.current.value = await file.text();
    } catch {
      setFileProblem(copy.importing.fileUnreadable(file.name));
    }
  };
  return (
    <Panel title={copy.importing.title} id="redirect-import" lead={copy.importing.lead}>
      <Form method="post" className="grid gap-3">
        <input type="hidden" name="form" value="redirect-import" />
        <Label htmlFor="redirect-import-csv">{copy.importing.label}</Label>
        <Textarea
          key={result?.done ?? "csv"}
          id="redirect-import-csv"
          name="csv"
          required
          rows={5}
          spellCheck={false}
          className="font-mono"
          defaultValue={result?.done ? "" : result?.csv}
          placeholder={"from,to,status\n/old-page,/new-page,301"}
          ref={csv}
        />
        <Label htmlFor="redirect-import-file" className="font-normal">
          {copy.importing.file}
        </Label>
        <Input
          id="redirect-import-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby={fileProblem ? "redirect-import-file-problem" : undefined}
          onChange={(event) => void readFile(event.currentTarget.files?.[0])}
        />
        {fileProblem ? (
          <p id="redirect-import-file-problem" role="alert" className="text-sm text-destructive">
            {fileProblem}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="preview-import" variant="secondary" disabled={busy}>
            {copy.importing.preview}
          </Button>
          <Button type="submit" name="intent" value="apply-import" disabled={busy || (plan !== undefined && plan.problems.length > 0)}>
            {copy.importing.apply}
          </Button>
        </div>
      </Form>
      <div className="mt-3 grid gap-2 text-sm" aria-live="polite">
        <Outcome id="redirect-import" result={result} />
        {plan && plan.problems.length > 0 ? (
          <>
            <p className="font-medium text-destructive">{copy.importing.refused(plan.problems.length)}</p>
            <ul className="grid gap-1">
              {plan.problems.map((problem) => (
                <li key={problem.line}>
                  <span className="font-medium">{copy.importing.line(problem.line)}:</span> {problem.message}
                </li>
              ))}
            </ul>
          </>
        ) : plan && plan.imported === 0 ? (
          <>
            <p className="font-medium">{copy.importing.willCreate(plan.rows.length)}</p>
            <ul className="grid gap-1 font-mono break-all">
              {plan.rows.map((row) => (
                <li key={row.line}>
                  {row.from} → {row.to} ({row.status}){row.action === "replace" ? <span className="font-sans text-muted-foreground"> {copy.importing.replaces}</span> : null}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Panel>
  );
}
