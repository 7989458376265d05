import { expect, test } from "./support/test";
import { E2E } from "./support/fixtures";
import { openAdminScreen } from "./pages/admin-page";
import { LegalScreen } from "./pages/legal";
import { ThemeScreen } from "./pages/theme";

/**
 * The admin shell (sidebar, language), the dashboard, the theme and legal
 * editors, and who may open them. Global changes (theme colour, legal text)
 * are undone at the end of each test; every test signs in as an account of
 * its own, so a language chosen here is no other test's.
 */

test("the dashboard shows what needs action and four real counts, each a link, and the sidebar remembers being collapsed", async ({ page, asAdmin }) => {
  await openAdminScreen(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await expect(page.getByText("Admin Panel")).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Admin Panel" });
  // Its footer names the account signed in: this test's own admin.
  await expect(sidebar.getByText(asAdmin.email, { exact: true })).toBeVisible();

  const stats = page.getByRole("region", { name: "Dashboard" });
  const values = stats.getByRole("definition");
  await expect(values).toHaveCount(4);
  for (const text of await values.allTextContents()) expect(text.trim()).toMatch(/^\d[\d,]*$/);
  for (const label of ["Total Models", "Pending Applications", "Published Blogs", "Total Users"]) {
    await expect(stats.getByRole("term").filter({ hasText: label })).toBeVisible();
  }
  // What needs action: each count opens its list already filtered.
  const todo = page.getByRole("list", { name: "Needs action" });
  await expect(todo.getByRole("link", { name: /sign-ups? waiting for approval/ })).toHaveAttribute("href", "/admin/users/list?filter=pending");
  await expect(todo.getByRole("link", { name: /critical Security Status checks?/ })).toHaveAttribute("href", "/admin/users/security");

  // Recent Activity lists the audit log; admins' sign-ins only when asked for.
  await expect(page.getByRole("list", { name: "Recent Activity" }).getByText("Admin signed in")).toHaveCount(0);
  await page.getByRole("link", { name: "Show sign-ins" }).click();
  await expect(page).toHaveURL(/\/admin\?activity=all$/);
  await expect(page.getByRole("list", { name: "Recent Activity" }).getByText("Admin signed in").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Hide sign-ins" })).toBeVisible();

  // Each stat card is a link to its list, already filtered.
  await stats.getByRole("link", { name: /Pending Applications/ }).click();
  await expect(page).toHaveURL(/\/admin\/models\/applications\?status=pending$/);
  await openAdminScreen(page, "/admin");

  await expect(sidebar).toHaveAttribute("data-state", "expanded");
  await page.keyboard.press("Control+B");
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  await page.reload();
  await expect(sidebar).toHaveAttribute("data-state", "collapsed");
  // Collapsed links keep their names for assistive technology.
  await expect(page.getByRole("link", { name: "Theme", exact: true })).toBeVisible();
  await page.keyboard.press("Control+B");
  await expect(sidebar).toHaveAttribute("data-state", "expanded");
});

test("the language switch is remembered per account and translates the screen", { tag: "@postgres" }, async ({ page, asTeam }) => {
  // A team account may open the dashboard and has a language of its own.
  await openAdminScreen(page, "/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await page.getByRole("button", { name: /^Language/ }).click();
  await page.getByRole("menuitemradio", { name: "Português (Brasil)" }).click();
  await expect(page.getByText("Painel Administrativo")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  await expect(page.getByText("Total de Modelos")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");

  // Remembered on the account: a fresh browser (no cookie) still gets pt-BR after signing in.
  await page.context().clearCookies();
  await page.context().addCookies([await asTeam.newSession()]);
  await page.goto("/admin");
  await expect(page.getByText("Painel Administrativo")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
  // The public site stays in British English.
  await page.goto("/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");

  await page.goto("/admin");
  await page.getByRole("button", { name: /^Idioma/ }).click();
  await page.getByRole("menuitemradio", { name: "English (UK)" }).click();
  await expect(page.getByText("Admin Panel")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
});

test("a theme colour applied in the editor is in the public home page's HTML", { tag: "@postgres" }, async ({ page, request, asAdmin: _admin }) => {
  // A blue of middling lightness: under the dark text of primary buttons it falls below WCAG AA (2.6–4.1:1).
  const value = `${220 + Math.floor(Math.random() * 80)} 47% 51%`;
  const theme = new ThemeScreen(page);
  await theme.goto();
  await expect(page.getByRole("heading", { level: 1, name: "Theme Settings" })).toBeVisible();
  try {
    const field = theme.colour("Buttons and links");
    await field.fill("not a colour");
    await expect(page.getByText(/Use an HSL triple/).first()).toBeVisible();
    await field.fill(value);
    await expect(theme.pending).toHaveText("1 unapplied change");
    await expect(page.getByText("1 text colour is below the WCAG AA contrast of 4.5:1")).toBeVisible();
    await theme.apply();
    // The editor warns before applying a theme whose text would be hard to read.
    const warning = page.getByRole("alertdialog", { name: "Some text would be hard to read" });
    await expect(warning.getByText(/^Dark \(default\): --primary-foreground on --primary, \d\.\d:1$/)).toBeVisible();
    await warning.getByRole("button", { name: "Apply anyway" }).click();
    await expect(page.getByText("Theme applied").first()).toBeVisible();

    // The public page cache is dropped by the table's change notification, which lands within milliseconds.
    await expect.poll(async () => (await request.get("/")).text()).toContain(`--primary:${value}`);
  } finally {
    await theme.resetToDefaults();
    await expect(page.getByText("Theme reset").first()).toBeVisible();
  }
  await expect.poll(async () => (await request.get("/")).text()).not.toContain(`--primary:${value}`);
});

test("editing the privacy policy's main section shows on /privacy at once", { tag: "@postgres" }, async ({ page, asAdmin: _admin }) => {
  const marker = `Reviewed by the e2e suite ${Date.now()}`;
  const legal = new LegalScreen(page);
  await legal.goto();
  const section = legal.section("Privacy policy", "Introduction");
  const subtitle = section.getByLabel("Subtitle");
  const original = await subtitle.inputValue();
  try {
    await subtitle.fill(marker);
    await legal.save(section);
    await expect(page.getByText("Content updated successfully!").first()).toBeVisible();
    await page.goto("/privacy");
    await expect(page.getByText(marker)).toBeVisible();
  } finally {
    await legal.goto();
    await section.getByLabel("Subtitle").fill(original);
    await legal.save(section);
    await expect(page.getByText("Content updated successfully!").first()).toBeVisible();
  }
});

test("a signed-in admin's server action replayed from another site, or without an Origin, is refused and changes nothing", { tag: "@postgres" }, async ({ page, baseURL, asAdmin: _admin }) => {
  const legal = new LegalScreen(page);
  await legal.goto();
  const section = legal.section("Privacy policy", "Introduction");
  const subtitle = section.getByLabel("Subtitle");
  const original = await subtitle.inputValue();

  // Capture a real save (same value: nothing changes) to replay it.
  const captured = page.waitForRequest((request) => request.method() === "POST" && Boolean(request.headers()["next-action"]));
  await legal.save(section);
  const save = await captured;
  await expect(page.getByText("Content updated successfully!").first()).toBeVisible();
  const headers = await save.allHeaders();
  const body = save.postDataBuffer() ?? Buffer.alloc(0);
  // The replay carries none of the browser's evidence of where it came from
  // (Origin, Referer, Sec-Fetch-*), only what each case adds.
  const fromBrowser = (name: string) => name === "origin" || name === "referer" || name.startsWith("sec-fetch-");
  const replayHeaders = (origin: string | null) => {
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(headers)) if (!name.startsWith(":") && !fromBrowser(name) && name !== "content-length") sent[name] = value;
    if (origin !== null) sent.origin = origin;
    return sent;
  };
  const marker = `Forged ${Date.now()}`;
  const forgedBody = Buffer.from(body.toString("utf8").split(original).join(marker));
  expect(forgedBody.toString("utf8")).toContain(marker);

  // The session cookie goes with each replay (page.request shares the browser's cookies).
  for (const origin of ["https://evil.example", "null", null]) {
    const response = await page.request.post(save.url(), { headers: replayHeaders(origin), data: forgedBody });
    expect(response.status(), `Origin ${origin}`).toBe(403);
  }
  await page.goto("/privacy");
  await expect(page.getByText(marker)).toHaveCount(0);

  // The very same request from the site itself is accepted: the refusal was the Origin's doing.
  const own = await page.request.post(save.url(), { headers: replayHeaders(new URL(baseURL!).origin), data: Buffer.from(body) });
  expect(own.status()).toBe(200);
});

test("a visitor gets no admin screen through proxy-bypass headers, router-data requests or disguised paths", async ({ asVisitor, baseURL }) => {
  const attempts: { path: string; headers?: Record<string, string> }[] = [
    { path: "/admin" },
    // The header that let requests skip Next.js middleware (CVE-2025-29927): the proxy is not the guard here anyway.
    { path: "/admin", headers: { "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" } },
    { path: "/admin", headers: { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" } },
    { path: "/admin?_rsc=1", headers: { rsc: "1" } },
    { path: "/admin", headers: { rsc: "1", "next-router-prefetch": "1" } },
    { path: "/admin.rsc" },
    { path: "//admin" },
    { path: "/%61dmin" },
    { path: "/admin/users/list" },
    { path: "/admin/users/list", headers: { "x-middleware-subrequest": "src/proxy:src/proxy:src/proxy:src/proxy:src/proxy" } },
  ];
  for (const { path, headers } of attempts) {
    // Absolute, so that "//admin" stays a path and is not read as a host name.
    const response = await asVisitor.request.get(new URL(baseURL!).origin + path, { headers, maxRedirects: 0 });
    const label = `${path} ${JSON.stringify(headers ?? {})}`;
    const body = await response.text();
    // Never the dashboard or a list: no counters, no admin's email, no sidebar.
    expect(body, label).not.toContain('aria-label="Dashboard"');
    expect(body, label).not.toContain(E2E.adminEmail);
    expect(body, label).not.toContain('aria-label="Admin Panel"');
    // Not even the back office's words: the admin message catalogue goes only to accounts with screens.
    expect(body, label).not.toContain("Total Models");
    if (response.status() === 200) expect(body, label).not.toContain('aria-label="Admin navigation"');
    else expect([307, 308, 404], label).toContain(response.status());
  }
});

test("a member gets 403 Access Denied on admin pages", async ({ page, asMember: _member }) => {
  for (const path of ["/admin", "/admin/settings/theme"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1, name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    // No admin navigation is drawn for an account without back-office screens.
    await expect(page.getByRole("complementary", { name: "Admin Panel" })).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Admin navigation" })).toHaveCount(0);
  }
});

test("a visitor is sent to sign in", async ({ page, asVisitor: _visitor }) => {
  await page.goto("/admin/settings");
  await expect(page).toHaveURL(/\/auth\?next=%2Fadmin%2Fsettings$/);
});
