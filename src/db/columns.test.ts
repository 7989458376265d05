import { describe, expect, it } from "vitest";
import { columnsOf } from "./columns";
import { users } from "./schema";

describe("columnsOf", () => {
  it("takes the named columns of the table, themselves, in the order given", () => {
    const columns = columnsOf(users, ["email", "id"]);
    expect(Object.keys(columns)).toEqual(["email", "id"]);
    expect(columns.email).toBe(users.email);
    expect(columns.id).toBe(users.id);
  });
});
