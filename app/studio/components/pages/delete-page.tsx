/**
 * Deleting a page, asked first (issue 73): a page that was on the site asks what its address answers
 * from now on (another page, 301 unless told 302; gone, 410; or not found, 404), and the dialog says
 * which of the menus' links go with it. The server refuses the pages the site is built on.
 */
import { useId, useState } from "react";
import { ConfirmStep } from "#app/studio/components/confirm-step.tsx";
import { Panel } from "#app/admin/components/panel.tsx";
import { FormError } from "#app/admin/components/auth-card.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { Select } from "#app/ui/select.tsx";
import { withBrand } from "#shared/brand.ts";
import { menuLinks, type SiteMenus } from "#shared/pages/menus.ts";

const copy = pagesCopy.deleting;
const placeCopy = pagesCopy.menus.place;

export interface DeletePageProps {
  /** The page as its editor has it: its title, and its state (one that was on the site is asked what its address answers). */
  page: { document: { title: string }; status: string };
  detail: {
    /** The address visitors know it by (a live page's live one). */
    address: string;
    /** The published pages its visitors may be sent to, by address. */
    targets: ReadonlyArray<{ path: string; title: string }>;
    menus: { menus: SiteMenus };
  };
  busy: boolean;
  refusal?: string | undefined;
}

type Answer = "redirect" | "gone" | "not-found";

/** "Footer › Solutions “Partner program”", the header's buttons aside. */
function linksInWords(menus: SiteMenus, path: string): { links: string[]; buttons: string[] } {
  const found = menuLinks(menus).filter((link) => link.href === path);
  return {
    links: found.flatMap(({ place, label }) =>
      typeof place === "string" ? [] : [`${place.menu === "header" ? (place.group ? placeCopy.headerGroup(place.group) : placeCopy.headerRow) : placeCopy.footerColumn(place.group ?? "")} “${label}”`],
    ),
    buttons: found.flatMap(({ place, label }) => (typeof place === "string" ? [`“${label}”`] : [])),
  };
}

export function DeletePage({ page, detail, busy, refusal }: DeletePageProps) {
  const { address, targets } = detail;
  const title = page.document.title;
  const hadAddress = page.status === "published" || page.status === "unpublished";
  const id = useId();
  const [answer, setAnswer] = useState<Answer>(targets.length > 0 ? "redirect" : "gone");
  const { links, buttons } = linksInWords(detail.menus.menus, address);
  const choice = (value: Answer, label: string) => (
    <label className="flex items-start gap-2 text-sm">
      <input type="radio" name="address" value={value} checked={answer === value} onChange={() => setAnswer(value)} disabled={value === "redirect" && targets.length === 0} className="mt-1" />
      <span>{label}</span>
    </label>
  );
  return (
    <Panel title={copy.title} id="delete-page">
      <div className="grid gap-2">
        <p className="text-sm text-muted-foreground">{copy.hint}</p>
        <ConfirmStep intent="delete" label={copy.open} question={copy.question(withBrand(title))} consequence={copy.consequence} confirmLabel={copy.confirm} busy={busy}>
          {hadAddress ? (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{copy.live(address)}</legend>
              {choice("redirect", copy.redirect)}
              {answer === "redirect" ? (
                targets.length > 0 ? (
                  <div className="grid gap-3 pl-6">
                    <div className="grid gap-1.5">
                      <label htmlFor={`${id}-to`} className="text-sm font-medium">
                        {copy.target}
                      </label>
                      <Select id={`${id}-to`} name="to" defaultValue={targets[0]!.path}>
                        {targets.map((target) => (
                          <option key={target.path} value={target.path}>
                            {copy.targetOption(target.path, withBrand(target.title))}
                          </option>
                        ))}
                      </Select>
                    </div>
                    <div className="grid gap-1.5">
                      <label htmlFor={`${id}-kind`} className="text-sm font-medium">
                        {copy.kind}
                      </label>
                      <Select id={`${id}-kind`} name="status" defaultValue="301" aria-describedby={`${id}-kind-hint`}>
                        <option value="301">{copy.permanent}</option>
                        <option value="302">{copy.temporary}</option>
                      </Select>
                      <p id={`${id}-kind-hint`} className="text-xs text-muted-foreground">
                        {copy.kindHint}
                      </p>
                    </div>
                  </div>
                ) : (
                  <p className="pl-6 text-sm text-muted-foreground">{copy.noTargets}</p>
                )
              ) : null}
              {choice("gone", copy.gone)}
              {choice("not-found", copy.notFound)}
            </fieldset>
          ) : (
            <input type="hidden" name="address" value="not-found" />
          )}
          {links.length > 0 ? <p className="text-sm">{copy.menuLinks(links.join(", "))}</p> : null}
          {buttons.length > 0 ? <p className="text-sm">{copy.buttons(buttons.join(" and "))}</p> : null}
        </ConfirmStep>
        {refusal ? <FormError id="delete-page-error">{refusal}</FormError> : null}
      </div>
    </Panel>
  );
}
