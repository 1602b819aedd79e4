/**
 * The page the server answers in words where no page of the site can (a download refused, a form
 * posted where no page holds it). It knows no stylesheet of the build, so a few inline rules (the
 * CSP allows inline styles) give it the site's colours, type and dark theme (ADR 018) rather than
 * the browser's bare defaults. `content` is HTML its caller has escaped.
 */
import { escapeHtml } from "./html-text.ts";
import { site } from "#shared/content/site.ts";

// The role tokens of app/app.css, light then dark.
const STYLE = [
  ":root{color-scheme:light dark;--bg:oklch(1 0 0);--fg:oklch(0.2 0.03 265);--muted:oklch(0.46 0.03 265);--link:oklch(0.5 0.23 280)}",
  "@media (prefers-color-scheme:dark){:root{--bg:oklch(0.16 0.022 272);--fg:oklch(0.95 0.008 265);--muted:oklch(0.76 0.025 268);--link:oklch(0.76 0.14 285)}}",
  'body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.6 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}',
  "main{max-width:36rem;margin:0 auto;padding:4rem 1.25rem}",
  ".brand{margin:0 0 2rem;font-weight:700;color:var(--fg)}",
  "h1{margin:0 0 .75rem;font-size:1.75rem;line-height:1.2;letter-spacing:-.01em}",
  "p{margin:0 0 1rem;color:var(--muted)}",
  "[role=alert] p:first-child{font-weight:600;color:var(--fg)}",
  "a{color:var(--link);font-weight:600;text-underline-offset:.2em}",
  "a:focus-visible{outline:2px solid var(--link);outline-offset:3px;border-radius:2px}",
].join("");

export function minimalPage({ title, content }: { title: string; content: string }): string {
  return [
    '<!DOCTYPE html><html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${title} | ${site.brand}`)}</title><style>${STYLE}</style></head>`,
    `<body><main><p class="brand">${escapeHtml(site.brand)}</p>${content}</main></body></html>`,
  ].join("");
}
