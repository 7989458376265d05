/**
 * Theme actions against a real database. Only our own viewer resolution is
 * mocked (@/features/access/viewer needs request headers); the admin's
 * language, the action wrapper and the audit log are real.
 */
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog, themeColors, users } from "@/db/schema";
import { VISITOR } from "@/features/access/policy";
import { createViewer, session } from "../../../../tests/setup/admin-session";
import { useTestDatabase } from "../../../../tests/setup/test-db";
import { themeCss } from "../css";
import { DEFAULT_THEME, THEME_VARIABLES, type Theme } from "../defaults";
import { seedThemeColors } from "../seed";

const { applyTheme, resetTheme } = await import("./actions");
const { db } = await useTestDatabase();

const ADMIN = await createViewer("admin");
// The team role's grants: no admin.settings.manage.
const TEAM = await createViewer("team");
const MEMBER = await createViewer("member");

const copy = (theme: Theme): Theme => ({ dark: { ...theme.dark }, light: { ...theme.light } });
const rows = () => db.select({ mode: themeColors.mode, name: themeColors.name, value: themeColors.value }).from(themeColors);
const snapshot = async () => ({ colours: (await rows()).sort((a, b) => `${a.mode}${a.name}`.localeCompare(`${b.mode}${b.name}`)), audit: await db.select().from(auditLog) });

beforeEach(async () => {
  session.viewer = ADMIN;
  await db.update(users).set({ adminLocale: null });
  await db.delete(themeColors);
  await db.delete(auditLog);
  await seedThemeColors(db);
});

describe("seedThemeColors", () => {
  it("fills every token of both modes from globals.css, once", async () => {
    expect(await rows()).toHaveLength(THEME_VARIABLES.length * 2);
    expect(themeCss(await rows())).toBe("");
    await db.update(themeColors).set({ value: "1 2% 3%" }).where(eq(themeColors.name, "--gold"));
    expect(await seedThemeColors(db)).toEqual({ added: 0, updated: 0 });
    // An applied value survives a later seed (every start runs it).
    expect((await rows()).filter((r) => r.name === "--gold").map((r) => r.value)).toEqual(["1 2% 3%", "1 2% 3%"]);
  });

  const dark = (name: string) => and(eq(themeColors.mode, "dark"), eq(themeColors.name, name));
  const darkValue = async (name: string) => (await db.select({ value: themeColors.value }).from(themeColors).where(dark(name)))[0]?.value;

  it("moves the dark error red an earlier release seeded (3.1:1 on the page) to today's, with the text on it", async () => {
    await db.update(themeColors).set({ value: "0 62% 44%" }).where(dark("--destructive"));
    await db.update(themeColors).set({ value: "40 33% 97%" }).where(dark("--destructive-foreground"));
    expect(themeCss(await rows())).not.toBe("");

    expect(await seedThemeColors(db)).toEqual({ added: 0, updated: 2 });
    expect(await darkValue("--destructive")).toBe(DEFAULT_THEME.dark["--destructive"]);
    expect(await darkValue("--destructive-foreground")).toBe(DEFAULT_THEME.dark["--destructive-foreground"]);
    expect(themeCss(await rows())).toBe("");
    expect(await seedThemeColors(db)).toEqual({ added: 0, updated: 0 });
  });

  it("leaves the pair alone when an admin chose another value for either", async () => {
    await db.update(themeColors).set({ value: "350 60% 70%" }).where(dark("--destructive"));
    await db.update(themeColors).set({ value: "40 33% 97%" }).where(dark("--destructive-foreground"));
    expect(await seedThemeColors(db)).toEqual({ added: 0, updated: 0 });
    expect(await darkValue("--destructive")).toBe("350 60% 70%");
    expect(await darkValue("--destructive-foreground")).toBe("40 33% 97%");
  });
});

describe("applyTheme", () => {
  it("writes the changed colours, with one audit row listing them", async () => {
    const theme = copy(DEFAULT_THEME);
    theme.dark["--primary"] = "200 50% 50%";
    theme.light["--background"] = "hsl(0, 0%, 100%)";
    expect(await applyTheme({ theme })).toEqual({ ok: true, data: { changed: 2 } });

    const css = themeCss(await rows());
    expect(css).toBe(":root{--primary:200 50% 50%}.light{--background:0 0% 100%}");
    const audit = await db.select().from(auditLog);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "theme.apply",
      entityType: "theme_colors",
      actorId: ADMIN.userId,
      oldValues: { dark: { "--primary": "40 52% 63%" }, light: { "--background": "40 33% 97%" } },
      newValues: { dark: { "--primary": "200 50% 50%" }, light: { "--background": "0 0% 100%" } },
    });
  });

  it.each([
    ["a CSS injection", { "--primary": "1 1% 1%;}</style><script>alert(1)</script>" }],
    ["a colour name", { "--primary": "red" }],
    ["an unknown variable", { "--evil": "1 1% 1%" }],
  ])("refuses %s and changes nothing", async (_case, dark) => {
    const before = await snapshot();
    const result = await applyTheme({ theme: { light: { ...DEFAULT_THEME.light }, dark } });
    expect(result).toMatchObject({ ok: false, code: "invalid", error: "Failed to apply theme" });
    expect(await snapshot()).toEqual(before);
  });

  it("answers in the admin's language", async () => {
    await db.update(users).set({ adminLocale: "pt-BR" }).where(eq(users.id, ADMIN.userId!));
    expect(await applyTheme({ theme: { light: {}, dark: {} } })).toMatchObject({ ok: false, error: "Erro ao aplicar tema" });
  });

  it.each([
    ["a visitor", VISITOR, "unauthenticated"],
    ["a member", MEMBER, "forbidden"],
    ["the team (no settings permission)", TEAM, "forbidden"],
  ] as const)("is refused to %s, and nothing changes", async (_who, who, code) => {
    session.viewer = who;
    const before = await snapshot();
    const theme = copy(DEFAULT_THEME);
    theme.dark["--primary"] = "200 50% 50%";
    expect(await applyTheme({ theme })).toMatchObject({ ok: false, code });
    expect(await resetTheme({})).toMatchObject({ ok: false, code });
    expect(await snapshot()).toEqual(before);
  });
});

describe("resetTheme", () => {
  it("puts every colour back to the defaults and audits it", async () => {
    await db.update(themeColors).set({ value: "10 10% 10%" });
    expect(await resetTheme({})).toEqual({ ok: true, data: { changed: THEME_VARIABLES.length * 2 } });
    expect(themeCss(await rows())).toBe("");
    const [audit] = await db.select().from(auditLog);
    expect(audit).toMatchObject({ action: "theme.reset", entityType: "theme_colors" });
  });
});
