/**
 * The header's and the footer's menus as one document the studio edits (ADR 040): its schema, the
 * seed (the menus as the site first shipped them), and a page's place in them: the menus are the one
 * place that holds the navigation (a page's settings edit its link here), and visitors see no link
 * to a page that is not published. Checked by the editor, the import and the store alike.
 */
import { z } from "zod";
import { href, line } from "./fields.ts";

export const menuLink = z.strictObject({
  label: line(40).meta({ label: "Label" }),
  href,
  /** One line under the label in the header's dropdowns. */
  description: line(90).optional().meta({ label: "Description" }),
});

/** A header entry: a link, or a dropdown of links when it has any. */
export const headerEntry = z
  .strictObject({
    label: line(40).meta({ label: "Label" }),
    href: href.optional().meta({ label: "Link" }),
    items: z.array(menuLink).max(8, "Keep a dropdown to 8 links.").default([]).meta({ label: "Items" }),
  })
  .refine((entry) => entry.href !== undefined || entry.items.length > 0, { message: "Give the entry a link, or links under it for a dropdown.", path: ["href"] });

export const footerLink = z.strictObject({
  label: line(40).meta({ label: "Label" }),
  href,
  /** Reopens the analytics consent banner where the provider needs one (app/site/enhance/analytics.ts). */
  cookieSettings: z.boolean().optional().meta({ label: "Opens the cookie settings" }),
});

export const footerColumn = z.strictObject({
  label: line(40).meta({ label: "Label" }),
  items: z.array(footerLink).min(1, "Give the column at least one link.").max(10, "Keep a column to 10 links.").meta({ label: "Items" }),
});

export const siteMenus = z.strictObject({
  header: z
    .strictObject({
      entries: z.array(headerEntry).min(1, "The header needs at least one entry.").max(7, "Keep the header to 7 entries: more do not fit a laptop's width.").meta({ label: "Entries" }),
      /** The quieter button beside the main one. */
      secondary: z.strictObject({ label: line(24).meta({ label: "Label" }), href }).meta({ label: "Second button" }),
      /** The header's main button (Schedule Demo). */
      primary: z.strictObject({ label: line(24).meta({ label: "Label" }), href }).meta({ label: "Main button" }),
    })
    .meta({ label: "Header" }),
  footer: z
    .strictObject({
      /** The paragraph under the logo. */
      blurb: line(240).meta({ label: "Paragraph under the logo" }),
      columns: z.array(footerColumn).min(1, "The footer needs at least one column.").max(5, "Keep the footer to 5 columns.").meta({ label: "Columns" }),
    })
    .meta({ label: "Footer" }),
});

export type SiteMenus = z.output<typeof siteMenus>;
export type SiteMenusInput = z.input<typeof siteMenus>;
export type MenuLink = z.output<typeof menuLink>;
export type HeaderEntry = z.output<typeof headerEntry>;
export type FooterColumn = z.output<typeof footerColumn>;
type HeaderButton = SiteMenus["header"]["primary"];

/**
 * The menus a visitor of a page gets: the stored ones, except that another locale's may lack a
 * button whose page is not translated there (menusInLocale).
 */
export interface VisitorMenus {
  header: { entries: HeaderEntry[]; secondary?: HeaderButton; primary?: HeaderButton };
  footer: SiteMenus["footer"];
}

/** Where a page asks to be listed: a header dropdown or footer column by its label, or the header's top row. */
export const menuPlacement = z.strictObject({
  menu: z.enum(["header", "footer"], { error: "Choose the header or the footer." }).meta({ label: "Menu" }),
  /** The dropdown or column by its label; none: the header's own row. */
  group: line(40).optional().meta({ label: "Dropdown or column (its name; empty for the header's own row)" }),
  label: line(40).meta({ label: "Label" }),
});
export type MenuPlacement = z.output<typeof menuPlacement>;

const PRODUCTS: MenuLink[] = [
  { label: "ContentOS", href: "/contentos", description: "Blogs, social posts and newsletters produced on autopilot" },
  { label: "InsightStream", href: "/insightstream", description: "News and trend monitoring turned into share-ready content" },
  { label: "SEO Genesis", href: "/seogenesis", description: "Keyword research to optimized long-form articles" },
  { label: "Authority Engine", href: "/authorityengine", description: "Thought leadership from verified data on LinkedIn, X and blogs" },
  { label: "AI SDR", href: "/aisdr", description: "Autonomous outbound that books qualified meetings" },
  { label: "Unified AI Stack", href: "/ai-stack", description: "All five systems working together as one" },
];

const SOLUTIONS: MenuLink[] = [
  { label: "Marketing Teams", href: "/solutions/marketing", description: "Ship more content, rank higher, with the team you have" },
  { label: "Agencies", href: "/solutions/agencies", description: "White-label AI engines under your agency's brand" },
  { label: "Enterprise", href: "/solutions/enterprise", description: "A secure, compliant AI stack for marketing at scale" },
];

const linkOnly = ({ label, href: to }: MenuLink) => ({ label, href: to });

/** The menus a store starts with: the site as it shipped. */
export const DEFAULT_MENUS: SiteMenus = {
  header: {
    entries: [
      { label: "Home", href: "/", items: [] },
      { label: "Products", items: PRODUCTS },
      { label: "Solutions", items: SOLUTIONS },
      { label: "Blog", href: "/blog", items: [] },
      { label: "Contact", href: "/contact", items: [] },
    ],
    secondary: { label: "Pricing", href: "/pricing" },
    primary: { label: "Schedule Demo", href: "/booking" },
  },
  footer: {
    blurb: "AI systems that research, write, publish and book meetings, so your marketing and sales teams can focus on strategy.",
    columns: [
      { label: "Products", items: PRODUCTS.map(linkOnly) },
      { label: "Solutions", items: SOLUTIONS.map(linkOnly) },
      {
        label: "Blog",
        items: [
          { label: "Latest Articles", href: "/blog" },
          { label: "Case Studies", href: "/coming-soon" },
          { label: "Guides", href: "/coming-soon" },
          { label: "News", href: "/coming-soon" },
        ],
      },
      {
        label: "Legal",
        items: [
          { label: "Privacy Policy", href: "/privacy" },
          { label: "Terms of Service", href: "/terms" },
          { label: "Data Processing Addendum", href: "/coming-soon" },
          // The privacy page says what the site stores; with a provider that needs consent, the
          // loader turns this link into the consent banner again.
          { label: "Cookie Settings", href: "/privacy", cookieSettings: true },
        ],
      },
    ],
  },
};

const sameLabel = (a: string, b: string) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;

/** A place in the menus: the header's own row, a header dropdown or a footer column (by its label). */
export type MenuPlace = Pick<MenuPlacement, "menu" | "group">;

/** Whether two places are the same (a dropdown or column named alike whatever its case). */
export const samePlace = (a: MenuPlace, b: MenuPlace) => a.menu === b.menu && (a.group === undefined ? b.group === undefined : b.group !== undefined && sameLabel(a.group, b.group));

/**
 * The menus with a link to `path` at `placement`: at the end of its dropdown or column (a new header
 * entry, or the last column, when no label matches), never twice in the same menu.
 */
export function withLinkAt(menus: SiteMenus, path: string, placement: MenuPlacement): SiteMenus {
  const link = { label: placement.label, href: path };
  return placement.menu === "header" ? withHeaderLink(menus, link, placement.group) : withFooterLink(menus, link, placement.group);
}

function withHeaderLink(menus: SiteMenus, link: MenuLink, group: string | undefined): SiteMenus {
  const { entries } = menus.header;
  if (entries.some((entry) => entry.href === link.href || entry.items.some((item) => item.href === link.href))) return menus;
  const at = group === undefined ? -1 : entries.findIndex((entry) => entry.items.length > 0 && sameLabel(entry.label, group));
  const next = at < 0 ? [...entries, { ...link, items: [] }] : entries.map((entry, index) => (index === at ? { ...entry, items: [...entry.items, link] } : entry));
  return { ...menus, header: { ...menus.header, entries: next } };
}

function withFooterLink(menus: SiteMenus, link: MenuLink, group: string | undefined): SiteMenus {
  const { columns } = menus.footer;
  if (columns.some((column) => column.items.some((item) => item.href === link.href))) return menus;
  const found = group === undefined ? -1 : columns.findIndex((column) => sameLabel(column.label, group));
  const at = found < 0 ? columns.length - 1 : found;
  const next = columns.map((column, index) => (index === at ? { ...column, items: [...column.items, { label: link.label, href: link.href }] } : column));
  return { ...menus, footer: { ...menus.footer, columns: next } };
}

/**
 * The menus without the links `drop` picks, by address and place: a dropdown's own link goes and its
 * links stay, an entry or column left with nothing goes. The header's two buttons always stay.
 */
export function withoutLinks(menus: SiteMenus, drop: (href: string, place: MenuPlace) => boolean): SiteMenus {
  const entries = menus.header.entries.flatMap((entry): HeaderEntry[] => {
    const items = entry.items.filter((item) => !drop(item.href, { menu: "header", group: entry.label }));
    const ownDropped = entry.href !== undefined && drop(entry.href, { menu: "header" });
    if (!ownDropped && items.length === entry.items.length) return [entry];
    if (ownDropped && items.length === 0) return [];
    const { href: own, ...rest } = entry;
    return [{ ...rest, ...(!ownDropped && own !== undefined && { href: own }), items }];
  });
  const columns = menus.footer.columns.flatMap((column): FooterColumn[] => {
    const items = column.items.filter((item) => !drop(item.href, { menu: "footer", group: column.label }));
    if (items.length === column.items.length) return [column];
    return items.length === 0 ? [] : [{ ...column, items }];
  });
  const same =
    entries.length === menus.header.entries.length &&
    entries.every((entry, index) => entry === menus.header.entries[index]) &&
    columns.length === menus.footer.columns.length &&
    columns.every((column, index) => column === menus.footer.columns[index]);
  return same ? menus : { header: { ...menus.header, entries }, footer: { ...menus.footer, columns } };
}

/** The menus with every link to `from`, the header's buttons too, leading to `to`. */
export function withLinksMoved(menus: SiteMenus, from: string, to: string): SiteMenus {
  const moved = <Link extends { href?: string | undefined }>(link: Link): Link => (link.href === from ? { ...link, href: to } : link);
  return {
    header: {
      ...menus.header,
      entries: menus.header.entries.map((entry) => ({ ...moved(entry), items: entry.items.map(moved) })),
      secondary: moved(menus.header.secondary),
      primary: moved(menus.header.primary),
    },
    footer: { ...menus.footer, columns: menus.footer.columns.map((column) => ({ ...column, items: column.items.map(moved) })) },
  };
}

/** The menus with the links `relabel` gives a new text (undefined: as they are). */
function withLabels(menus: SiteMenus, relabel: (href: string, place: MenuPlace) => string | undefined): SiteMenus {
  const text = <Link extends { label: string }>(link: Link, href: string | undefined, place: MenuPlace): Link => ({ ...link, label: (href !== undefined && relabel(href, place)) || link.label });
  return {
    header: {
      ...menus.header,
      entries: menus.header.entries.map((entry) => ({
        ...text(entry, entry.href, { menu: "header" }),
        items: entry.items.map((item) => text(item, item.href, { menu: "header", group: entry.label })),
      })),
    },
    footer: { ...menus.footer, columns: menus.footer.columns.map((column) => ({ ...column, items: column.items.map((item) => text(item, item.href, { menu: "footer", group: column.label })) })) },
  };
}

/** Every link of the menus, with its place; the header's buttons as "primary" and "secondary". */
export function menuLinks(menus: SiteMenus): Array<{ href: string; label: string; place: MenuPlace | "primary" | "secondary" }> {
  return [
    ...menus.header.entries.flatMap((entry) => [
      ...(entry.href === undefined ? [] : [{ href: entry.href, label: entry.label, place: { menu: "header" as const } }]),
      ...entry.items.map((item) => ({ href: item.href, label: item.label, place: { menu: "header" as const, group: entry.label } })),
    ]),
    ...menus.footer.columns.flatMap((column) => column.items.map((item) => ({ href: item.href, label: item.label, place: { menu: "footer" as const, group: column.label } }))),
    { href: menus.header.secondary.href, label: menus.header.secondary.label, place: "secondary" as const },
    { href: menus.header.primary.href, label: menus.header.primary.label, place: "primary" as const },
  ];
}

/** Where the menus link to `path` first (the header, then the footer), with the link's text: what a page's settings show. */
export function placementOf(menus: SiteMenus, path: string): MenuPlacement | undefined {
  const found = menuLinks(menus).find((link) => link.href === path && typeof link.place === "object");
  return found && typeof found.place === "object" ? { ...found.place, label: found.label } : undefined;
}

/**
 * The page at `path` moved in the menus from `from` (its link there, none: not in a menu) to `to`
 * (none: out of that menu). A new text at the same place renames the link where it stands.
 */
export function withPagePlaced(menus: SiteMenus, path: string, from: MenuPlacement | undefined, to: MenuPlacement | undefined): SiteMenus {
  if (from && to && samePlace(from, to)) return withLabels(menus, (href, place) => (href === path && samePlace(place, to) ? to.label : undefined));
  const without = from ? withoutLinks(menus, (href, place) => href === path && samePlace(place, from)) : menus;
  return to ? withLinkAt(without, path, to) : without;
}

/** The menus as visitors get them: no link to a page of the site that is not published (a draft, an unpublished page). */
export function menusForVisitors(menus: SiteMenus, notLive: ReadonlySet<string>): SiteMenus {
  return notLive.size === 0 ? menus : withoutLinks(menus, (href) => notLive.has(href));
}

/**
 * A locale's menus as its visitors get them (ADR 054): each link to the site at `addressIn`'s
 * answer (its page's published translation there), left out where it has none; an entry or column
 * left with nothing goes, and so does a button.
 */
export function menusInLocale(menus: SiteMenus, addressIn: (href: string) => string | undefined): VisitorMenus {
  const moved = <Link extends { href: string }>(link: Link): Link[] => {
    const href = addressIn(link.href);
    return href === undefined ? [] : [{ ...link, href }];
  };
  const entries = menus.header.entries.flatMap((entry): HeaderEntry[] => {
    const { href: own, ...rest } = entry;
    const href = own === undefined ? undefined : addressIn(own);
    const items = entry.items.flatMap(moved);
    return href === undefined && items.length === 0 ? [] : [{ ...rest, ...(href !== undefined && { href }), items }];
  });
  const columns = menus.footer.columns.flatMap((column): FooterColumn[] => {
    const items = column.items.flatMap(moved);
    return items.length === 0 ? [] : [{ ...column, items }];
  });
  const [secondary] = moved(menus.header.secondary);
  const [primary] = moved(menus.header.primary);
  return { header: { entries, ...(secondary && { secondary }), ...(primary && { primary }) }, footer: { ...menus.footer, columns } };
}

/** The places a page can ask for, as the editor offers them: the header's row, each dropdown, each column. */
export function menuPlaces(menus: SiteMenus): Array<{ menu: "header" | "footer"; group?: string }> {
  return [
    { menu: "header" },
    ...menus.header.entries.filter((entry) => entry.items.length > 0).map((entry) => ({ menu: "header" as const, group: entry.label })),
    ...menus.footer.columns.map((column) => ({ menu: "footer" as const, group: column.label })),
  ];
}
