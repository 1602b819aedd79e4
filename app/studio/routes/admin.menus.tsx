/**
 * The header's and the footer's menus (ADR 040): their links as forms drawn from the menus' schema,
 * checked as they change, published to every page with one button. A save over another editor's
 * is refused and the editor's own copy stays on the screen until they choose. `?locale=de`: the
 * menus of the site's German pages (ADR 054), each label written beside the original's.
 */
import { useMemo, useState, type ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/admin.menus";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { Panel } from "#app/admin/components/panel.tsx";
import { formatDateTime } from "#app/admin/components/format.ts";
import { adminCopy } from "#app/admin/content/admin.ts";
import { api, ApiError, type MenusInLocaleView, type MenusView, type SessionInfo } from "#app/admin/lib/admin-api.ts";
import { ObjectFields, type FieldContext } from "#app/studio/components/pages/schema-field.tsx";
import { MenusLanguages, originalMenuWords } from "#app/studio/components/pages/menus-languages.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { Button } from "#app/ui/button.tsx";
import { mayUse } from "#shared/admin-roles.ts";
import { localeName, localeSegment } from "#shared/i18n/locales.ts";
import { siteMenus, type SiteMenus } from "#shared/pages/menus.ts";
import { problemsByField } from "#shared/pages/problems.ts";

const copy = pagesCopy.menus;

export const meta = () => [{ title: `${copy.title} · ${adminCopy.productName}` }];

type Shown = MenusView | MenusInLocaleView;

const inLocale = (shown: Shown): shown is MenusInLocaleView => "locale" in shown;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const locale = url.searchParams.get("locale");
  return locale ? api<MenusInLocaleView>(`/menus/${encodeURIComponent(locale)}`, { from: url, signal: request.signal }) : api<MenusView>("/menus", { from: url, signal: request.signal });
}

export default function MenusRoute({ loaderData }: Route.ComponentProps) {
  // A language's menus are another document: a fresh editor, not the last one's state.
  return <MenusEditor key={inLocale(loaderData) ? loaderData.locale : ""} loaded={loaderData} />;
}

function MenusEditor({ loaded }: { loaded: Shown }) {
  const session = useRouteLoaderData<SessionInfo>("admin");
  const editor = session ? mayUse(session.user.role, "publishing") : false;
  const [stored, setStored] = useState(loaded);
  const [menus, setMenus] = useState<SiteMenus>(loaded.menus);
  const path = inLocale(loaded) ? `/menus/${encodeURIComponent(loaded.locale)}` : "/menus";
  const translation = inLocale(stored) ? stored : undefined;
  const context = useMemo(() => ({ original: translation ? originalMenuWords(translation.original.menus) : undefined }), [translation]);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refused>();
  const ownProblems = useMemo(() => {
    const parsed = siteMenus.safeParse(menus);
    return parsed.success ? {} : problemsByField(parsed.error);
  }, [menus]);
  const problems = { ...refusal?.problems, ...ownProblems };
  const dirty = JSON.stringify(menus) !== JSON.stringify(stored.menus);
  const valid = Object.keys(ownProblems).length === 0;
  // A language's copy the original moved on from is saved as it is once its translator has compared it: up to date again.
  const stale = translation?.state === "out-of-date";

  async function publish(baseVersion: number) {
    setBusy(true);
    try {
      const next = await api<Shown>(path, { method: "PUT", body: { menus, baseVersion } });
      setStored(next);
      setMenus(next.menus);
      setRefusal(undefined);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 409) {
        const theirs = await api<Shown>(path);
        setRefusal({ message: error.message, theirs });
      } else setRefusal({ message: error.message, problems: error.problems as Record<string, string> | undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6">
      <Link to="/admin/pages" className="w-fit text-sm font-semibold text-primary hover:underline">
        ← {pagesCopy.editor.back}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl">
          <h1 className="text-2xl font-bold tracking-tight">{translation ? copy.inLanguage.title(localeName(translation.locale)) : copy.title}</h1>
          <p className="mt-1 text-sm text-muted-foreground">{translation ? copy.inLanguage.lead(localeName(translation.locale)) : copy.lead}</p>
        </div>
        <a href={translation ? `/${localeSegment(translation.locale)}` : "/"} target="_blank" rel="noopener" className="text-sm font-semibold text-primary hover:underline">
          {copy.viewSite}
        </a>
      </div>
      {stored.languages.length > 0 ? <MenusLanguages languages={stored.languages} current={translation?.locale} /> : null}
      {editor ? (
        <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-background/95 px-4 py-3 backdrop-blur">
          <p role="status" className={!valid ? "text-sm font-semibold text-destructive" : "text-sm text-muted-foreground"}>
            {!valid ? copy.invalid : dirty ? copy.unsaved : stored.updatedBy && stored.updatedAt ? copy.saved(stored.updatedBy, formatDateTime(stored.updatedAt)) : copy.neverSaved}
          </p>
          <div className="flex flex-wrap gap-2">
            {dirty ? (
              <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={() => setMenus(stored.menus)}>
                {copy.discard}
              </Button>
            ) : null}
            <Button type="button" size="sm" disabled={busy || !(dirty || stale) || !valid || refusal?.theirs !== undefined} onClick={() => publish(stored.version)}>
              {busy ? copy.saving : copy.save}
            </Button>
          </div>
        </div>
      ) : (
        <Note>{copy.readOnly}</Note>
      )}
      {translation?.state === "out-of-date" ? <Note>{copy.inLanguage.outOfDate}</Note> : null}
      {translation && translation.untranslated.length > 0 ? <Note>{copy.inLanguage.untranslated(localeName(translation.locale), translation.untranslated.join(", "))}</Note> : null}
      {"waiting" in stored && stored.waiting.length > 0 ? <Note>{copy.waiting(stored.waiting.join(", "))}</Note> : null}
      {refusal ? (
        <Refusal
          refusal={refusal}
          busy={busy || !valid}
          onTakeTheirs={(theirs) => {
            setStored(theirs);
            setMenus(theirs.menus);
            setRefusal(undefined);
          }}
          onKeepMine={(theirs) => publish(theirs.version)}
        />
      ) : null}
      <MenuFields menus={menus} onChange={setMenus} context={{ ...context, problems }} disabled={!editor} />
    </div>
  );
}

/** The header's and the footer's links as forms drawn from the menus' schema. */
function MenuFields({ menus, onChange, context, disabled }: { menus: SiteMenus; onChange: (menus: SiteMenus) => void; context: FieldContext; disabled: boolean }) {
  return (
    <fieldset disabled={disabled} className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-2 xl:items-start">
      {(["header", "footer"] as const).map((part) => (
        <Panel key={part} title={copy[part]} id={`menu-${part}`} lead={part === "header" ? copy.headerLead : undefined}>
          <ObjectFields schema={siteMenus.shape[part]} label={copy[part]} path={part} value={menus[part]} onChange={(next) => onChange({ ...menus, [part]: next })} context={context} bare />
        </Panel>
      ))}
    </fieldset>
  );
}

/** A line about the menus as a whole: who may change them, which links wait for their page. */
function Note({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-border bg-subtle px-4 py-3 text-sm">{children}</p>;
}

type Refused = { message: string; theirs?: Shown; problems?: Record<string, string> };

/** Why the menus were not published; after another editor's save, the choice between theirs and these. */
function Refusal({ refusal, busy, onTakeTheirs, onKeepMine }: { refusal: Refused; busy: boolean; onTakeTheirs: (theirs: Shown) => void; onKeepMine: (theirs: Shown) => void }) {
  const { theirs } = refusal;
  return (
    <div className="grid gap-3">
      <FormError id="menus-error">{refusal.message}</FormError>
      {theirs ? (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" size="sm" onClick={() => onTakeTheirs(theirs)}>
            {copy.takeTheirs}
          </Button>
          <Button type="button" size="sm" disabled={busy} onClick={() => onKeepMine(theirs)}>
            {copy.keepMine}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
