import { describe, expect, it } from "vitest";
import { forgetImagePreferences, IMAGE_PREFERENCES_KEY, readStoredJson, type StorageLike } from "./storage";

function memoryStorage(initial: Record<string, string> = {}): StorageLike & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("readStoredJson", () => {
  it("returns parsed JSON", () => {
    const storage = memoryStorage({ a: '{"x":1}', b: "[1,2]", c: '"text"' });
    expect(readStoredJson("a", storage)).toEqual({ x: 1 });
    expect(readStoredJson("b", storage)).toEqual([1, 2]);
    expect(readStoredJson("c", storage)).toBe("text");
  });

  it("drops a value that looks like JSON but does not parse", () => {
    const storage = memoryStorage({ broken: '{"preferLocalImages": tru', list: "[1,", keep: "ok" });
    expect(readStoredJson("broken", storage)).toBeNull();
    expect(storage.data.has("broken")).toBe(false);
    expect(readStoredJson("list", storage)).toBeNull();
    expect(storage.data.has("list")).toBe(false);
    expect(storage.data.get("keep")).toBe("ok");
  });

  it("ignores, but keeps, values that are not JSON-like", () => {
    const storage = memoryStorage({ plain: "hello" });
    expect(readStoredJson("plain", storage)).toBeNull();
    expect(storage.data.get("plain")).toBe("hello");
  });

  it("answers null for a missing key, no storage, or storage that throws", () => {
    expect(readStoredJson("missing", memoryStorage())).toBeNull();
    expect(readStoredJson("x", null)).toBeNull();
    const throwing: StorageLike = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(readStoredJson("x", throwing)).toBeNull();
  });
});

describe("the retired image preference", () => {
  it("is removed from a browser that still holds it, and nothing else is", () => {
    const storage = memoryStorage({ [IMAGE_PREFERENCES_KEY]: '{"preferLocalImages":true}', keep: "ok" });
    forgetImagePreferences(storage);
    expect(storage.data.has(IMAGE_PREFERENCES_KEY)).toBe(false);
    expect(storage.data.get("keep")).toBe("ok");
  });

  it("never throws: no storage, or storage that refuses", () => {
    expect(() => forgetImagePreferences(null)).not.toThrow();
    const refusing: StorageLike = {
      getItem: () => null,
      setItem: () => {},
      removeItem: () => {
        throw new Error("SecurityError");
      },
    };
    expect(() => forgetImagePreferences(refusing)).not.toThrow();
  });
});
