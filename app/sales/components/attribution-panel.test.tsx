import { renderToStaticMarkup } from "react-dom/server";
import { expect, it } from "vitest";
import type { Attribution, Touch } from "#shared/attribution.ts";
import { AttributionPanel } from "./attribution-panel.tsx";

const touch: Touch = { source: "(direct)", medium: "(none)", campaign: null, term: null, content: null, clickIds: {}, landingPage: "/", referrer: null, at: null };
const attribution: Attribution = {
  version: 1,
  capturedBy: "browser",
  first: touch,
  last: touch,
  secondsToConvert: null,
  experiments: [
    { experiment: 3, name: "Home hero: outcome headline", variant: "b" },
    { experiment: 4, name: "Pricing offer", variant: "control" },
  ],
};

it("names the versions of the experiments a lead saw in words, not by their keys", () => {
  const text = renderToStaticMarkup(<AttributionPanel attribution={attribution} />).replace(/<[^>]+>/g, "");
  expect(text).toContain("Experiments seen: Home hero: outcome headline (variant B); Pricing offer (the original page)");
});
