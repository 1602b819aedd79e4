// @vitest-environment happy-dom
import { beforeEach, expect, it } from "vitest";
import { LEGAL_SCRIPT_ID, legalEmbed } from "#shared/legal-provider.ts";
import { freshPageEachTest } from "#tests/shared/fresh-page.ts";
import { init } from "./legal-embed.ts";

const embed = legalEmbed("privacy");
const placeholderAttributes = embed.placeholder(embed.documentId);

freshPageEachTest();
beforeEach(() => {
  // The privacy page as legal-document.tsx renders it; the page scripts' tests load no provider script.
  const placeholder = document.createElement("div");
  Object.assign(placeholder.dataset, { legalEmbed: "", scriptSrc: embed.scriptUrl, scriptId: LEGAL_SCRIPT_ID, providerAttributes: JSON.stringify(placeholderAttributes) });
  document.body.innerHTML = `<main></main>`;
  document.querySelector("main")!.append(placeholder);
  document.querySelector("main")!.insertAdjacentHTML("beforeend", `<div data-legal-baseline><h2>Our privacy policy</h2><p>The site's own text.</p></div>`);
  init();
});

const placeholder = () => document.querySelector<HTMLElement>("[data-legal-embed]")!;
const baseline = () => document.querySelector("[data-legal-baseline]");
/** What the provider's loader does once it has the document: it renders it into the placeholder (a frame, in fact). */
const providerRenders = () => placeholder().insertAdjacentHTML("beforeend", "<div><h2>Privacy Policy</h2></div>");
const observed = () => new Promise((resolve) => setTimeout(resolve));

it("the placeholder gets the attributes the provider looks for, and the provider's loader is added to the page", () => {
  for (const [name, value] of Object.entries(placeholderAttributes)) expect(placeholder().getAttribute(name)).toBe(value);
  const loaders = document.querySelectorAll<HTMLScriptElement>(`script#${LEGAL_SCRIPT_ID}`);
  expect(loaders).toHaveLength(1);
  expect(loaders[0]!.src).toBe(embed.scriptUrl);
});

it("the site's own text shows until the hosted document renders, then gives way to it", async () => {
  await observed();
  expect(baseline()).not.toBeNull();
  providerRenders();
  await observed();
  expect(baseline()).toBeNull();
});
