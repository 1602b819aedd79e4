import { expect, test } from "@playwright/test";
import { addLink, gotoReady, trackConsoleErrors } from "./support.ts";

test("an unknown path answers HTTP 404 with the not-found page and logs the path", async ({ page }) => {
  const errors = trackConsoleErrors(page);
  const response = await gotoReady(page, "/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  await expect(page).toHaveTitle(/Page Not Found/);
  expect(errors.some((message) => message.includes("/no/such/page"))).toBe(true);
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a mistyped link inside the site answers 404 with the not-found page and logs the path", async ({ page }) => {
  const errors = trackConsoleErrors(page);
  await gotoReady(page, "/");
  const link = await addLink(page, "/typo", "A mistyped link");
  const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith("/typo")), link.click()]);
  expect(response.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
  expect(errors.some((message) => message.includes("/typo"))).toBe(true);
});

test("an unknown blog slug redirects to the blog list", async ({ page }) => {
  await page.goto("/blog/no-such-article");
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latest Insights & Articles");
});

const statusPages = [
  {
    route: "/thank-you",
    heading: "THANK YOU FOR REACHING OUT!",
    text: /reply within 24 hours/,
    buttons: [
      ["Back to Home", "/"],
      ["Book a Call", "/booking"],
    ],
  },
  {
    route: "/booking-confirmation",
    heading: "YOUR CALL IS CONFIRMED!",
    text: /Check your email for calendar details[\s\S]*confirmation email and a calendar invite/,
    buttons: [
      ["Back to Home", "/"],
      ["Contact Us", "/contact"],
    ],
  },
  {
    route: "/coming-soon",
    heading: /building this/,
    text: /under development/,
    buttons: [
      ["Back to Home", "/"],
      ["Contact Us", "/contact"],
    ],
  },
] as const;

for (const { route, heading, text, buttons } of statusPages) {
  test(`${route} says what the spec says and its buttons lead on`, async ({ page }) => {
    await gotoReady(page, route);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("main")).toContainText(text);
    for (const [label, href] of buttons) {
      await expect(page.getByRole("main").getByRole("link", { name: label })).toHaveAttribute("href", href);
    }
    const [label, href] = buttons[1];
    await page.getByRole("main").getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });
}
