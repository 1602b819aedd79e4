import { expect, it } from "vitest";
import { ATTRIBUTION_PARAMS, CLICK_ID_PARAMS, UTM_PARAMS } from "./attribution-keys.ts";

it("records every UTM parameter and click id the server reads, and nothing else", () => {
  expect(ATTRIBUTION_PARAMS).toEqual([...UTM_PARAMS, ...CLICK_ID_PARAMS]);
});
