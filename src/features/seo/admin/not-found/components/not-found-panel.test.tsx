/**
 * The 404 monitor panel's markup, rendered on the server as the page first
 * sends it, in both admin languages: the rows with their hits, dates and
 * referrer host, the per-row actions, the count kept, the notice when the
 * table is full, and the empty states.
 */
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import enSeo from "../../../../../../messages/en-GB/admin-seo.json";
import enShell from "../../../../../../messages/en-GB/admin-shell.json";
import ptSeo from "../../../../../../messages/pt-BR/admin-seo.json";
import ptShell from "../../../../../../messages/pt-BR/admin-shell.json";
import { DEFAULT_NOT_FOUND_LIST_PARAMS, type NotFoundListParams } from "../list-params";
import type { NotFoundEntry } from "../list-query";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/admin/seo/technical",
  useSearchParams: () => new URLSearchParams("tab=monitor"),
}));
vi.mock("../actions", () => ({ resolveNotFound: vi.fn(), deleteNotFound: vi.fn(), clearNotFound: vi.fn() }));
const { NotFoundPanel } = await import("./not-found-panel");

const ROWS: NotFoundEntry[] = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    path: "/wp-login.php",
    hits: 42,
    referrerHost: "search.example",
    firstSeenAt: new Date("2026-03-01T09:05:00Z"),
    lastSeenAt: new Date("2026-03-04T10:00:00Z"),
  },
  { id: "22222222-2222-4222-8222-222222222222", path: "/old-page", hits: 1, referrerHost: "", firstSeenAt: new Date("2026-03-02T00:00:00Z"), lastSeenAt: new Date("2026-03-02T00:00:00Z") },
];

function render(locale: "en-GB" | "pt-BR", { rows = ROWS, stored = rows.length, full = false, params = DEFAULT_NOT_FOUND_LIST_PARAMS, pageCount = 1 }: { rows?: NotFoundEntry[]; stored?: number; full?: boolean; params?: NotFoundListParams; pageCount?: number } = {}) {
  const messages = locale === "en-GB" ? { adminSeo: enSeo, adminShell: enShell } : { adminSeo: ptSeo, adminShell: ptShell };
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/London">
      <NotFoundPanel list={{ rows, total: rows.length, stored, full, page: 1, pageCount }} params={params} maxRows={10_000} />
    </NextIntlClientProvider>,
  );
}

describe("NotFoundPanel", () => {
  it("lists the paths with hits, first and last seen, referrer host and the row actions", () => {
    const html = render("en-GB", { stored: 60, pageCount: 3 });
    expect(html).toContain("/wp-login.php");
    expect(html).toContain("42");
    expect(html).toContain("01/03/2026 09:05");
    expect(html).toContain("04/03/2026 10:00");
    expect(html).toContain("search.example");
    expect(html).toContain('aria-label="Redirect (301): /wp-login.php"');
    expect(html).toContain('aria-label="Mark as gone (410): /old-page"');
    expect(html).toContain("60 paths kept (at most 10,000)");
    expect(html).toContain("Clear all");
    expect(html).not.toContain("The list is full");
    expect(html).toContain('href="/admin/seo/technical?tab=monitor&amp;npage=2"');
  });

  it("says plainly when the cap is reached, in pt-BR too", () => {
    expect(render("en-GB", { full: true })).toContain("The list is full: new missing addresses are no longer recorded");
    const html = render("pt-BR", { full: true });
    expect(html).toContain("A lista está cheia");
    expect(html).toContain("Redirecionar (301)");
    expect(html).toContain("Marcar como removida (410)");
  });

  it("has an empty state, and one for a search that finds nothing", () => {
    const empty = render("en-GB", { rows: [] });
    expect(empty).toContain("No 404s recorded yet.");
    expect(empty).not.toContain("Clear all");
    expect(render("pt-BR", { rows: [], stored: 5, params: { ...DEFAULT_NOT_FOUND_LIST_PARAMS, q: "zzz" } })).toContain("Nenhum 404 registrado corresponde a esta busca.");
  });
});
