import { describe, expect, it } from "vitest";
import { isValidClientName, memberLogin, memberLoginLocalPart } from "./login";

describe("memberLoginLocalPart", () => {
  it.each([
    ["Jane Doe", "janedoe"],
    ["Ana-Sofia Lee", "anasofialee"],
    ["client_42", "client42"],
    ["  MAYFAIR  Client ", "mayfairclient"],
    ["Zoë Ångström", "zoeangstrom"],
  ])("%j → %j", (name, expected) => {
    expect(memberLoginLocalPart(name)).toBe(expected);
  });

  it("cuts the login to 20 characters after stripping", () => {
    expect(memberLoginLocalPart("Alexandra Montgomery-Smythe the Third")).toBe("alexandramontgomerys");
    expect(memberLoginLocalPart("Alexandra Montgomery-Smythe the Third")).toHaveLength(20);
  });

  it("gives nothing for a name without Latin letters or digits", () => {
    expect(memberLoginLocalPart("李娜")).toBe("");
    expect(memberLoginLocalPart("- _ -")).toBe("");
  });
});

describe("memberLogin", () => {
  it("adds the member mail domain", () => {
    expect(memberLogin("Jane Doe", "members.velvet.london")).toBe("janedoe@members.velvet.london");
    expect(memberLogin("Jane Doe", " Members.Example.TEST ")).toBe("janedoe@members.example.test");
  });

  it("is null when the name gives no login", () => {
    expect(memberLogin("李娜", "members.velvet.london")).toBeNull();
  });
});

describe("isValidClientName", () => {
  it.each(["Jane Doe", "Ana-Sofia", "client_42", "Zoë", "李娜"])("accepts %j", (name) => {
    expect(isValidClientName(name)).toBe(true);
  });

  it.each(["Jane.Doe", "jane@doe", "O'Brien", "Jane\tDoe", "=cmd", "", "a/b"])("refuses %j", (name) => {
    expect(isValidClientName(name)).toBe(false);
  });
});
