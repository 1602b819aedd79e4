/**
 * Whether a page appears in the site's navigation, and where: none, the header's row, a header
 * dropdown or a footer column, chosen from the menus as they are, with the link's text. The value
 * is the page's link in the menus themselves (page-menu-link.tsx keeps it there).
 */
import { useId } from "react";
import { Input } from "#app/ui/input.tsx";
import { Select } from "#app/ui/select.tsx";
import { pagesCopy } from "#app/studio/content/pages.ts";
import { withBrand } from "#shared/brand.ts";
import type { MenuPlacement } from "#shared/pages/menus.ts";

const copy = pagesCopy.menus.place;

type Place = { menu: "header" | "footer"; group?: string };

const keyOf = (place: Place) => `${place.menu}:${place.group ?? ""}`;
const nameOf = (place: Place) => (place.menu === "header" ? (place.group ? copy.headerGroup(place.group) : copy.headerRow) : copy.footerColumn(place.group ?? ""));

export function MenuPlaceField({
  value,
  places,
  title,
  problems,
  onChange,
  disabled = false,
}: {
  value: MenuPlacement | undefined;
  places: Place[];
  title: string;
  problems: Readonly<Record<string, string>>;
  onChange: (value: MenuPlacement | undefined) => void;
  /** Read only (a writer: editors change the menus). */
  disabled?: boolean;
}) {
  const id = useId();
  // A place whose dropdown or column was renamed since is still offered, as it is stored.
  const offered = value && !places.some((place) => keyOf(place) === keyOf(value)) ? [...places, value] : places;
  const choose = (key: string) => {
    const place = offered.find((option) => keyOf(option) === key);
    onChange(place ? { menu: place.menu, ...(place.group !== undefined && { group: place.group }), label: value?.label ?? withBrand(title).slice(0, 40) } : undefined);
  };
  const labelProblem = problems["navigation.label"];
  return (
    <div className="grid gap-3 @container" data-field="navigation">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-place`} className="text-sm font-medium">
          {copy.label}
        </label>
        <Select id={`${id}-place`} value={value ? keyOf(value) : ""} onChange={(event) => choose(event.target.value)} aria-describedby={`${id}-hint`} disabled={disabled}>
          <option value="">{copy.none}</option>
          {offered.map((place) => (
            <option key={keyOf(place)} value={keyOf(place)}>
              {nameOf(place)}
            </option>
          ))}
        </Select>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {copy.hint}
        </p>
      </div>
      {value ? (
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-text`} className="text-sm font-medium">
            {copy.text}
          </label>
          <Input
            id={`${id}-text`}
            value={value.label}
            onChange={(event) => onChange({ ...value, label: event.target.value })}
            disabled={disabled}
            aria-invalid={labelProblem ? true : undefined}
            aria-describedby={labelProblem ? `${id}-problem` : undefined}
          />
          {labelProblem ? (
            <p id={`${id}-problem`} className="text-sm text-destructive">
              {labelProblem}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
