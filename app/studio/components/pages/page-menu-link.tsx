/**
 * A page's link in the menus, from its settings (issue 73): the menus are the one place that holds
 * the navigation, so this reads the page's link from them and saves a change to them, as "Edit the
 * menus" does (a save over another editor's is refused, and the menus as they are now come back).
 */
import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";
import { api, ApiError, type MenusView } from "#app/admin/lib/admin-api.ts";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { Button } from "#app/ui/button.tsx";
import { menuLinks, menuPlacement, placementOf, samePlace, withPagePlaced, type MenuPlacement } from "#shared/pages/menus.ts";
import { MenuPlaceField } from "./menu-place-field.tsx";

const copy = pagesCopy.menus.place;

const placeName = (place: { menu: "header" | "footer"; group?: string | undefined }) =>
  place.menu === "header" ? (place.group ? copy.headerGroup(place.group) : copy.headerRow) : copy.footerColumn(place.group ?? "");

export function PageMenuLink({ menus, address, title, editor }: { menus: MenusView; address: string; title: string; editor: boolean }) {
  const [stored, setStored] = useState(menus);
  const current = placementOf(stored.menus, address);
  const [chosen, setChosen] = useState(current);
  const [state, setState] = useState<{ busy?: boolean; saved?: boolean; error?: string }>({});
  // What else on the screen reads the menus (the delete dialog's list of links) follows a save.
  const { revalidate } = useRevalidator();

  // A page that moved took its links with it (the server moves them): read the menus again.
  const [readFor, setReadFor] = useState(address);
  useEffect(() => {
    if (readFor === address) return;
    let wanted = true;
    void api<MenusView>("/menus").then((next) => {
      if (!wanted) return;
      setReadFor(address);
      setStored(next);
      setChosen(placementOf(next.menus, address));
    });
    return () => {
      wanted = false;
    };
  }, [address, readFor]);

  const parsed = chosen ? menuPlacement.safeParse(chosen) : undefined;
  const labelProblem = parsed && !parsed.success ? (parsed.error.issues[0]?.message ?? "") : undefined;
  const dirty = JSON.stringify(chosen ?? null) !== JSON.stringify(current ?? null);
  const elsewhere = menuLinks(stored.menus).flatMap(({ href, place }) => (href === address && typeof place === "object" && !(current && samePlace(place, current)) ? [placeName(place)] : []));

  async function save() {
    setState({ busy: true });
    try {
      const next = await api<MenusView>("/menus", { method: "PUT", body: { menus: withPagePlaced(stored.menus, address, current, chosen as MenuPlacement | undefined), baseVersion: stored.version } });
      setStored(next);
      setChosen(placementOf(next.menus, address));
      setState({ saved: true });
      void revalidate();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Another editor's save came first: theirs are shown, this choice kept to save again over them.
      if (error.status === 409) setStored(await api<MenusView>("/menus"));
      setState({ error: error.message });
    }
  }

  return (
    <div className="grid gap-3">
      <MenuPlaceField value={chosen} places={stored.places} title={title} problems={labelProblem ? { "navigation.label": labelProblem } : {}} onChange={setChosen} disabled={!editor} />
      {elsewhere.length > 0 ? <p className="text-xs text-muted-foreground">{copy.alsoLinked(elsewhere.join(", "))}</p> : null}
      {editor ? (
        <div className="flex flex-wrap items-center gap-3">
          <Button type="button" variant="secondary" size="sm" disabled={!dirty || labelProblem !== undefined || state.busy} onClick={() => void save()}>
            {state.busy ? copy.saving : copy.save}
          </Button>
          <p role="status" className="text-sm text-muted-foreground">
            {state.saved && !dirty ? copy.saved : ""}
          </p>
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{copy.editorsOnly}</p>
      )}
      {state.error ? <FormError id="page-menu-link-error">{state.error}</FormError> : null}
    </div>
  );
}
