import { describe, expect, it } from "vitest";
import { formatDateTime as formatAuditTime } from "@/lib/format-date";
import { auditActionKey } from "./format";

describe("formatAuditTime", () => {
  it("is dd/MM/yyyy HH:mm in London time (BST in summer)", () => {
    expect(formatAuditTime(new Date("2026-07-04T08:05:00Z"))).toBe("04/07/2026 09:05");
  });

  it("is GMT in winter, with a 24-hour clock", () => {
    expect(formatAuditTime(new Date("2026-01-15T23:59:00Z"))).toBe("15/01/2026 23:59");
    expect(formatAuditTime(new Date("2026-01-15T00:00:00Z"))).toBe("15/01/2026 00:00");
  });
});

describe("auditActionKey", () => {
  it("turns dotted action names into message keys", () => {
    expect(auditActionKey("theme.apply")).toBe("theme_apply");
    expect(auditActionKey("log_admin_login")).toBe("log_admin_login");
  });
});
