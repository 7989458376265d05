import { describe, expect, it } from "vitest";
import { rejectionMail } from "./rejection-mail";

describe("rejectionMail", () => {
  it("is addressed to the member, says the request was not approved and where to write", () => {
    const mail = rejectionMail({ name: "Ann Lee", email: "ann@example.test" }, { brand: "Velvet London", contactEmail: "concierge@velvet.test" });
    expect(mail.to).toBe("ann@example.test");
    expect(mail.subject).toBe("Your Velvet London membership request");
    expect(mail.text).toContain("Hello Ann Lee,");
    expect(mail.text).toContain("unable to approve it");
    expect(mail.text).toContain("concierge@velvet.test");
  });

  it("without a contact address, asks for a reply instead", () => {
    const mail = rejectionMail({ name: "", email: "ann@example.test" }, { brand: "Velvet", contactEmail: " " });
    expect(mail.text.startsWith("Hello,")).toBe(true);
    expect(mail.text).toContain("reply to this email");
  });
});
