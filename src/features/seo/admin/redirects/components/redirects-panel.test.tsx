/**
 * The Redirects panel's markup, rendered on the server as the page first
 * sends it, in both admin languages: the rows with their status labels,
 * hits and switches, the empty state, the export link, the "test a URL"
 * box and the import control.
 */
import { NextIntlClientProvider } from "next-intl";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import enSeo from "../../../../../../messages/en-GB/admin-seo.json";
import enShell from "../../../../../../messages/en-GB/admin-shell.json";
import ptSeo from "../../../../../../messages/pt-BR/admin-seo.json";
import ptShell from "../../../../../../messages/pt-BR/admin-shell.json";
import { DEFAULT_REDIRECT_LIST_PARAMS } from "../list-params";
import type { AdminRedirect } from "../list-query";

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn() }),
  usePathname: () => "/admin/seo/technical",
  useSearchParams: () => new URLSearchParams("tab=redirects"),
}));
vi.mock("../actions", () => ({
  createRedirect: vi.fn(),
  updateRedirect: vi.fn(),
  toggleRedirect: vi.fn(),
  deleteRedirect: vi.fn(),
  importRedirects: vi.fn(),
  testRedirectUrl: vi.fn(),
}));
const { RedirectsPanel } = await import("./redirects-panel");

const ROWS: AdminRedirect[] = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    fromPath: "/old-page",
    toPath: "/new-page",
    statusCode: 301,
    matchType: "exact",
    keepQuery: false,
    isActive: true,
    hitCount: 12,
    lastHitAt: new Date("2026-03-04T10:00:00Z"),
    createdAt: new Date("2026-01-01T00:00:00Z"),
    updatedAt: new Date("2026-01-01T00:00:00Z"),
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    fromPath: "/gone",
    toPath: null,
    statusCode: 410,
    matchType: "prefix",
    keepQuery: false,
    isActive: false,
    hitCount: 0,
    lastHitAt: null,
    createdAt: new Date("2026-01-02T00:00:00Z"),
    updatedAt: new Date("2026-01-02T00:00:00Z"),
  },
];

function render(locale: "en-GB" | "pt-BR", rows = ROWS, total = rows.length, pageCount = 1) {
  const messages = locale === "en-GB" ? { adminSeo: enSeo, adminShell: enShell } : { adminSeo: ptSeo, adminShell: ptShell };
  return renderToStaticMarkup(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="Europe/London">
      <RedirectsPanel list={{ rows, total, page: 1, pageCount }} params={DEFAULT_REDIRECT_LIST_PARAMS} />
    </NextIntlClientProvider>,
  );
}

describe("RedirectsPanel", () => {
  it("lists the rules with their status, hits, last hit and switches, and the tools", () => {
    const html = render("en-GB", ROWS, 30, 2);
    expect(html).toContain("/old-page");
    expect(html).toContain("/new-page");
    expect(html).toContain("301 (Permanent)");
    expect(html).toContain("410 (Gone)");
    expect(html).toContain("Answers with a page");
    expect(html).toContain("Never");
    expect(html).toContain('aria-label="Redirect from /old-page active"');
    expect(html).toContain('href="/api/admin/seo/redirects.csv"');
    expect(html).toContain("Test a URL");
    expect(html).toContain("Import CSV");
    expect(html).toContain("30 rules");
    // The pager keeps the screen's own parameters and writes its own with the r prefix.
    expect(html).toContain('href="/admin/seo/technical?tab=redirects&amp;rpage=2"');
  });

  it("speaks pt-BR, with the status labels Permanente and Temporário", () => {
    const html = render("pt-BR");
    expect(html).toContain("301 (Permanente)");
    expect(html).toContain("Testar um endereço");
    expect(html).toContain("Adicionar redirecionamento");
  });

  it("says when there is nothing yet", () => {
    expect(render("pt-BR", [], 0)).toContain("Nenhum redirecionamento configurado ainda.");
  });
});
