import { expect, test, type Page } from "@playwright/test";
import { site } from "#shared/content/site.ts";
import { EXHAUSTIVE, gotoReady, trackConsoleErrors, VIEWPORTS } from "./support.ts";

const valid = { name: "Jane Smith", email: "jane@example.com", company: "Acme Corp", phone: "+1 555 010 0100", message: "We would like a demo of AI SDR." };

async function fill(page: Page, values: Partial<typeof valid>) {
  for (const [field, value] of Object.entries(values)) {
    const input = page.locator(`#contact-${field}`);
    const max = Number(await input.getAttribute("maxlength"));
    if (value.length <= max) {
      await input.fill(value);
    } else {
      // Typing stops at maxlength; a pasted or scripted value can still be longer, and the schema must catch it.
      await input.evaluate((element, text) => {
        const field = element as HTMLInputElement;
        const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")!.set!;
        setter.call(field, text);
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }, value);
    }
  }
}

const submit = (page: Page) => page.getByRole("button", { name: "Send Message" }).click();

test("the page has the form, the contact card with the site's details and the business hours", async ({ page }) => {
  await gotoReady(page, "/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
  for (const [field, max] of [["name", 100], ["email", 255], ["company", 100], ["phone", 20], ["message", 2000]] as const) {
    await expect(page.locator(`#contact-${field}`)).toHaveAttribute("maxlength", String(max));
  }
  await expect(page.locator("#contact-message")).toHaveAttribute("rows", "6");
  await expect(page.locator("#contact-email")).toHaveAttribute("autocomplete", "email");
  for (const field of ["name", "email", "message"]) await expect(page.locator(`label[for=contact-${field}]`)).toContainText("*");
  for (const field of ["company", "phone"]) await expect(page.locator(`label[for=contact-${field}]`)).not.toContainText("*");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
  await expect(main.getByRole("link", { name: site.phone.display })).toBeVisible();
  await expect(main).toContainText(`${site.address.locality}, ${site.address.region}`);
  // The spec's hours, from the site's default business hours.
  for (const [days, time] of [["Monday - Friday", "9:00 AM - 6:00 PM"], ["Saturday", "10:00 AM - 4:00 PM"], ["Sunday", "Closed"]]) {
    await expect(main.getByRole("term").filter({ hasText: days })).toHaveCount(1);
    await expect(main.getByRole("definition").filter({ hasText: time }).first()).toBeVisible();
  }
  await expect(main).toContainText("Pacific Time.");
  await expect(page.locator("form")).toHaveAttribute("action", "/api/submit-contact");
  await expect(page.locator("form")).toHaveAttribute("method", "post");
});

const cases: Array<[string, Partial<typeof valid>, string, string]> = [
  ["empty name", { name: "" }, "name", "Name is required"],
  ["whitespace name", { name: "    " }, "name", "Name is required"],
  ["long name", { name: "x".repeat(101) }, "name", "Name must be less than 100 characters"],
  ["bad email", { email: "jane@" }, "email", "Please enter a valid email address"],
  ["long email", { email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(60)}.com` }, "email", "Email must be less than 255 characters"],
  ["long company", { company: "c".repeat(101) }, "company", "Company name must be less than 100 characters"],
  ["long phone", { phone: "1".repeat(21) }, "phone", "Phone number must be less than 20 characters"],
  ["empty message", { message: "" }, "message", "Message is required"],
  ["long message", { message: "m".repeat(2001) }, "message", "Message must be less than 2000 characters"],
];

// Each rule and its words are the schema's unit tests' (app/lib); in the browser, a field of text and
// the email show the wiring, every rule in the full run.
for (const [name, override, field, message] of EXHAUSTIVE ? cases : cases.filter(([caseName]) => caseName === "empty name" || caseName === "bad email")) {
  test(`validation: ${name} shows "${message}" and focuses the field`, async ({ page }) => {
    let posted = false;
    await page.route("**/api/submit-contact", (route) => {
      posted = true;
      return route.abort();
    });
    await gotoReady(page, "/contact");
    await fill(page, { ...valid, ...override });
    await submit(page);
    const toast = page.getByRole("alert").filter({ hasText: "Validation Error" });
    await expect(toast).toContainText(message);
    await expect(page.locator(`#contact-${field}`)).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`#contact-${field}`)).toHaveAccessibleDescription(message);
    await expect(page.locator(`#contact-${field}-error`)).toBeVisible();
    await expect(page.locator(`#contact-${field}`)).toBeFocused();
    expect(posted).toBe(false);
  });
}

for (const [width, viewport] of [
  ["375", VIEWPORTS.phone],
  ["1280", VIEWPORTS.desktop],
] as const) {
  test(`at ${width} px the validation toast covers neither the header's links nor the field in error`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoReady(page, "/contact");
    // The field in error is the first of the form, the page scrolled to its end (the submit button).
    await fill(page, { ...valid, name: "" });
    await submit(page);
    const toast = page.getByRole("alert").filter({ hasText: "Validation Error" });
    await expect(toast).toBeVisible();
    await expect(page.locator("#contact-name")).toBeFocused();
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const box = async (selector: string) => page.locator(selector).evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    const toastBox = await toast.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect(overlaps(toastBox, await box("[data-site-header]")), "toast over the header").toBe(false);
    const field = await box("#contact-name");
    expect(overlaps(toastBox, field), "toast over the field in error").toBe(false);
    expect(field.top >= 64 && field.bottom <= viewport.height, "the field in error is in view below the header").toBe(true);
  });
}

test("a corrected field loses its error on the next try; the others keep theirs", async ({ page }) => {
  await gotoReady(page, "/contact");
  await submit(page);
  await expect(page.locator("#contact-name-error")).toHaveText("Name is required");
  await fill(page, { name: valid.name });
  await submit(page);
  await expect(page.locator("#contact-name")).not.toHaveAttribute("aria-invalid");
  await expect(page.locator("#contact-name-error")).toHaveCount(0);
  await expect(page.locator("#contact-email")).toBeFocused();
  await expect(page.locator("#contact-email-error")).toHaveText("Please enter a valid email address");
  await expect(page.locator("#contact-message-error")).toHaveText("Message is required");
});

test("error toasts: three at most, newest first, each closes after six seconds but not while hovered, and on its close button", async ({ page }) => {
  await page.clock.install();
  await gotoReady(page, "/contact");
  // Paused, the page's clock moves only by runFor: otherwise it also runs in real time while the
  // assertions poll, and on a busy machine a toast's six seconds end during a "still there" check.
  await page.clock.pauseAt(Date.now() + 1_000);
  const toasts = page.locator("[data-toast]");
  await submit(page);
  await fill(page, { name: valid.name });
  for (let i = 0; i < 3; i += 1) await submit(page);
  await expect(toasts).toHaveCount(3);
  await expect(toasts.first()).toContainText("Please enter a valid email address");

  await toasts.first().hover();
  await page.clock.runFor(6_500);
  await expect(toasts).toHaveCount(1);
  await page.mouse.move(0, 600);
  await page.clock.runFor(5_500);
  await expect(toasts).toHaveCount(1);
  await page.clock.runFor(1_000);
  await expect(toasts).toHaveCount(0);

  await submit(page);
  await expect(toasts).toHaveCount(1);
  await page.getByRole("button", { name: "Close notification" }).click();
  await expect(toasts).toHaveCount(0);
});

test("the first failing rule in the spec's order wins", async ({ page }) => {
  await gotoReady(page, "/contact");
  await submit(page);
  await expect(page.getByRole("alert")).toContainText("Name is required");
  await expect(page.locator("#contact-name")).toBeFocused();
  await expect(page.locator("#contact-email")).toHaveAttribute("aria-invalid", "true");
});

test("sending: the button says Sending... and is disabled, then success goes to /thank-you", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let body: Record<string, string> = {};
  let key: string | undefined;
  await page.route("**/api/submit-contact", async (route) => {
    body = route.request().postDataJSON();
    key = route.request().headers()["idempotency-key"];
    await held;
    await route.continue();
  });
  await gotoReady(page, "/contact");
  await fill(page, { ...valid, name: "  Jane Smith  " });
  await submit(page);
  const button = page.getByRole("button", { name: "Sending..." });
  await expect(button).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/thank-you$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("THANK YOU FOR REACHING OUT!");
  expect(body.name).toBe("Jane Smith");
  expect(key).toMatch(/^[0-9a-f-]{36}$/);
});

for (const [name, fault] of [
  ["the network fails", "abort"],
  ["the server answers 500", "500"],
] as const) {
  test(`when ${name}: error toast, back to idle, every value kept`, async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.route("**/api/submit-contact", (route) =>
      fault === "abort" ? route.abort("failed") : route.fulfill({ status: 500, body: "{}", contentType: "application/json" }),
    );
    await gotoReady(page, "/contact");
    await fill(page, valid);
    await submit(page);
    const toast = page.getByRole("alert").filter({ hasText: "Error" });
    await expect(toast).toContainText("Failed to send message. Please try again.");
    await expect(toast).toHaveAttribute("data-variant", "destructive");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeEnabled();
    for (const [field, value] of Object.entries(valid)) await expect(page.locator(`#contact-${field}`)).toHaveValue(value);
    await expect(page).toHaveURL(/\/contact$/);
    expect(errors.filter((e) => !e.includes("Failed to load resource") && !e.includes("net::ERR_FAILED"))).toEqual([]);
  });
}

test("a real submission is stored and the visitor lands on /thank-you", async ({ page }) => {
  let answer: { status: number; body: unknown } | undefined;
  await page.route("**/api/submit-contact", async (route) => {
    const response = await route.fetch(); // the real server, unchanged
    answer = { status: response.status(), body: await response.json() };
    await route.fulfill({ response });
  });
  await gotoReady(page, "/contact");
  await fill(page, valid);
  await submit(page);
  await expect(page).toHaveURL(/\/thank-you$/);
  expect(answer?.status).toBe(201);
  expect(answer?.body).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and the server sends the visitor to /thank-you", async ({ page }) => {
    await page.goto("/contact");
    await fill(page, valid);
    await submit(page);
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("THANK YOU FOR REACHING OUT!");
  });

  test("a post the server rejects comes back as the contact page with the error and the values kept; the corrected one goes through", async ({ page }) => {
    await page.goto("/contact");
    // The browser's own check lets "jane@example" through (no dot needed); the shared schema does not.
    const sent = { ...valid, email: "jane@example", message: 'Tom & Jerry\'s "demo" <b>request</b>' };
    await fill(page, sent);
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/submit-contact"));
    await submit(page);
    expect((await answer).status()).toBe(422);
    await expect(page).toHaveURL(/\/api\/submit-contact$/);

    // The site's own page: header, footer, the contact details beside the form.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get in Touch");
    await expect(page.getByRole("main").getByRole("link", { name: site.email })).toBeVisible();

    const alert = page.locator("form").getByRole("alert");
    await expect(alert).toContainText("Validation Error");
    await expect(alert).toContainText("Please enter a valid email address");
    for (const [field, value] of Object.entries(sent)) await expect(page.locator(`#contact-${field}`)).toHaveValue(value);
    const email = page.locator("#contact-email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription(/Please enter a valid email address/);
    await expect(email).toBeFocused();
    await expect(page.locator("#contact-website")).toHaveValue("");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(await page.locator("script").count()).toBe(0);

    await email.fill(valid.email);
    await submit(page);
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("THANK YOU FOR REACHING OUT!");
  });
});

