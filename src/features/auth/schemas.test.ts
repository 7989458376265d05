import { describe, expect, it } from "vitest";
import { FORBIDDEN_CHARS_MESSAGE, fieldErrorsOf, RequestResetSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from "./schemas";

function errors(result: { success: boolean; error?: unknown }) {
  if (result.success) return {};
  return fieldErrorsOf(result.error as Parameters<typeof fieldErrorsOf>[0]);
}

describe("auth form schemas", () => {
  it("normalises the email and accepts any existing password up to 128 characters", () => {
    const parsed = SignInSchema.parse({ email: "  Ann@Example.COM ", password: "six666" });
    expect(parsed).toEqual({ email: "ann@example.com", password: "six666" });
    expect(errors(SignInSchema.safeParse({ email: "a@b.co", password: "x".repeat(129) }))).toEqual({
      password: ["Password must be at most 128 characters."],
    });
  });

  it("says what is missing, in English", () => {
    expect(errors(SignInSchema.safeParse({ email: "", password: "" }))).toEqual({
      email: ["Enter your email address."],
      password: ["Enter your password."],
    });
    expect(errors(RequestResetSchema.safeParse({ email: "not-an-email" }))).toEqual({
      email: ["Enter a valid email address, like name@example.com."],
    });
  });

  it("sign-up: trims the name, needs 8..128 characters and a matching confirmation", () => {
    expect(
      SignUpSchema.parse({ name: "  Ann  ", email: "a@b.co", password: "12345678", confirmPassword: "12345678" }).name,
    ).toBe("Ann");
    expect(errors(SignUpSchema.safeParse({ name: "Ann", email: "a@b.co", password: "1234567", confirmPassword: "1234567" })))
      .toEqual({ password: ["Password must be at least 8 characters."] });
    expect(
      errors(SignUpSchema.safeParse({ name: "Ann", email: "a@b.co", password: "12345678", confirmPassword: "12345679" })),
    ).toEqual({ confirmPassword: ["Passwords do not match."] });
    expect(
      errors(SignUpSchema.safeParse({ name: "x".repeat(101), email: "a@b.co", password: "12345678", confirmPassword: "12345678" })),
    ).toEqual({ name: ["Name must be at most 100 characters."] });
    expect(errors(SignUpSchema.safeParse({ name: "   ", email: "a@b.co", password: "12345678", confirmPassword: "12345678" })))
      .toEqual({ name: ["Enter your name."] });
  });

  it("rejects NUL and right-to-left override characters with a clear message", () => {
    expect(errors(SignUpSchema.safeParse({ name: "\u202Egnp.exe", email: "a@b.co", password: "12345678", confirmPassword: "12345678" })))
      .toEqual({ name: [FORBIDDEN_CHARS_MESSAGE] });
    expect(errors(SignInSchema.safeParse({ email: "a\u0000@b.co", password: "pass\u0000word" }))).toEqual({
      email: [FORBIDDEN_CHARS_MESSAGE],
      password: [FORBIDDEN_CHARS_MESSAGE],
    });
    expect(FORBIDDEN_CHARS_MESSAGE).toMatch(/not allowed/);
  });

  it("ignores fields it does not know (role, status, __proto__)", () => {
    const body = JSON.parse(
      '{"name":"Ann","email":"a@b.co","password":"12345678","confirmPassword":"12345678","role":"admin","status":"approved","__proto__":{"role":"admin"}}',
    );
    const parsed = SignUpSchema.parse(body) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(["confirmPassword", "email", "name", "password"]);
    expect(parsed.role).toBeUndefined();
  });

  it("reset: the token must look like one", () => {
    expect(
      errors(ResetPasswordSchema.safeParse({ token: "../../etc", password: "12345678", confirmPassword: "12345678" })),
    ).toEqual({ token: ["This reset link is invalid. Please request a new one."] });
    expect(ResetPasswordSchema.parse({ token: "AbC_12-x", password: "12345678", confirmPassword: "12345678" }).token).toBe(
      "AbC_12-x",
    );
  });
});
