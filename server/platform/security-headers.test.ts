import { describe, expect, it } from "vitest";
import { site } from "#shared/content/site.ts";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.ts";

const defaultScheduler = new URL(site.scheduling.url).origin;
const directives = (policy: string) => policy.split("; ").map((part) => part.split(" ")[0]);
const directive = (policy: string, name: string) => policy.split("; ").find((part) => part.startsWith(`${name} `))?.split(" ").slice(1);

describe("the content security policy", () => {
  it("frames the scheduler the team's settings name, by its origin", () => {
    expect(directive(contentSecurityPolicy({ schedulerOrigin: "https://meet.newco.example:8443" }), "frame-src")).toContain("https://meet.newco.example:8443");
  });

  it("is made of checked parts only: a scheduler origin that is not one adds no directive, no policy and no wildcard", () => {
    const expected = directives(contentSecurityPolicy());
    for (const schedulerOrigin of ["https://calendly.com;sandbox", "https://calendly.com; script-src-elem *", "https://calendly.com, default-src *", "https://*", "*"]) {
      const policy = securityHeaders({ schedulerOrigin })["Content-Security-Policy"]!;
      expect(directives(policy), schedulerOrigin).toEqual(expected);
      expect(policy, schedulerOrigin).not.toMatch(/[,*]|sandbox|script-src-elem/);
      expect(directive(policy, "frame-src"), schedulerOrigin).toContain(defaultScheduler);
    }
  });
});
