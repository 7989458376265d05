import { describe, expect, it } from "vitest";
import { approvalMail } from "./approval-mail";

describe("approvalMail", () => {
  it("is addressed to the member and links to the sign-in page", () => {
    const mail = approvalMail({ name: "Ann Lee", email: "ann@example.test" }, { brand: "Velvet London", signInUrl: "https://velvet.test/auth" });
    expect(mail.to).toBe("ann@example.test");
    expect(mail.subject).toBe("Your Velvet London membership is approved");
    expect(mail.text).toContain("Hello Ann Lee,");
    expect(mail.text).toContain("https://velvet.test/auth");
  });
});
