/**
 * The audit log screen: a change made in the back office reads as a sentence
 * with its fields before and after, filters narrow it on the server, and the
 * screen fits a phone. Signed in by fixture (tests/e2e/support/test.ts).
 */
import { expect, test } from "./support/test";
import { openAdminScreen } from "./pages/admin-page";
import { FaqScreen } from "./pages/faq";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("a saved FAQ reads as a sentence in the audit log, with what changed, and the filters find it", { tag: "@postgres" }, async ({ page, asAdmin }) => {
  const question = `Do you arrange theatre evenings ${unique()}?`;
  const faq = new FaqScreen(page);
  await faq.goto();
  await faq.question.fill(question);
  await faq.answer.fill("Yes, with the best seats in the West End.");
  await faq.create.click();
  await expect(page.getByText("FAQ created successfully")).toBeVisible();

  await openAdminScreen(page, `/admin/users/audit?actor=${encodeURIComponent(asAdmin.email)}&action=faq.create`);
  const log = page.getByRole("list", { name: "Audit Log" });
  const entry = log.getByRole("listitem").filter({ hasText: question });
  await expect(entry).toContainText(`${asAdmin.email} added the FAQ “${question}”`);
  await expect(page.getByText("1 entry")).toBeVisible();

  // The fields it set, before → after.
  await entry.getByText(/^Changes/).click();
  await expect(entry.getByText("→ Yes, with the best seats in the West End.")).toBeVisible();

  // A date range after today leaves nothing; the other filters stay in the form.
  const tomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.getByLabel("From").fill(tomorrow);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No audit entries match these filters.")).toBeVisible();
  await expect(page.getByLabel("Action")).toHaveValue("faq.create");
  await expect(page.getByLabel("Who")).toHaveValue(asAdmin.email);
});

test("the audit log speaks Portuguese to a pt-BR admin and fits a 390 px screen", async ({ page, asAdmin: _admin }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openAdminScreen(page, "/admin");
  await page.getByRole("button", { name: /^Language/ }).click();
  await page.getByRole("menuitemradio", { name: "Português (Brasil)" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");

  await page.goto("/admin/users/audit");
  await expect(page.getByRole("heading", { level: 1, name: "Registro de Auditoria" })).toBeVisible();
  // The language change just made is itself in the log, as a Portuguese sentence.
  await expect(page.getByRole("list", { name: "Registro de Auditoria" }).getByText(/alterou o idioma do painel/).first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("a member gets 403 and a team account without the audit permission too", async ({ page, users }) => {
  for (const kind of ["member", "team"] as const) {
    const user = await users.create(kind);
    await page.context().clearCookies();
    await user.signIn(page.context());
    const response = await page.goto("/admin/users/audit");
    expect(response?.status(), kind).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
  }
});
