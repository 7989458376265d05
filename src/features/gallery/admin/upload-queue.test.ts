import { describe, expect, it } from "vitest";
import { batchOutcome, chooseBatch, pendingItem, runQueue, summarise, type UploadItem } from "./upload-queue";

const file = (name: string, type = "image/jpeg", size = 1000) => {
  const f = new File(["x"], name, { type });
  Object.defineProperty(f, "size", { value: size });
  return f;
};

describe("chooseBatch", () => {
  it("skips non-images, files over 10 MB and files past the tenth", () => {
    const files = [file("a.jpg"), file("notes.txt", "text/plain"), file("big.png", "image/png", 10485761), file("ok.webp", "image/webp", 10485760)];
    const choice = chooseBatch(files);
    expect(choice.accepted.map((f) => f.name)).toEqual(["a.jpg", "ok.webp"]);
    expect(choice.skipped.map((s) => [s.file.name, s.reason])).toEqual([
      ["notes.txt", "type"],
      ["big.png", "size"],
    ]);
    const many = chooseBatch(Array.from({ length: 12 }, (_, i) => file(`${i}.jpg`)), 1);
    expect(many.accepted).toHaveLength(9);
    expect(many.skipped.every((s) => s.reason === "count")).toBe(true);
  });

  it("refuses a GIF or SVG even though it is an image type", () => {
    expect(chooseBatch([file("a.gif", "image/gif"), file("a.svg", "image/svg+xml")]).accepted).toEqual([]);
  });
});

describe("runQueue", () => {
  it("sends at most 3 at a time, one file each, and keeps an error with its message while the others succeed", async () => {
    const items: UploadItem[] = Array.from({ length: 7 }, (_, i) => pendingItem(String(i), file(`${i}.jpg`)));
    let inFlight = 0;
    let most = 0;
    const seen: string[] = [];
    const final = await runQueue(
      items,
      async (item, onProgress) => {
        inFlight++;
        most = Math.max(most, inFlight);
        onProgress(50);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight--;
        return item.id === "3" ? { ok: false, message: "Please select an image file" } : { ok: true };
      },
      (id, change) => seen.push(`${id}:${change.status ?? change.progress}`),
    );
    expect(most).toBe(3);
    expect(final.map((item) => item.status)).toEqual(["success", "success", "success", "error", "success", "success", "success"]);
    expect(final[3].message).toBe("Please select an image file");
    expect(seen.slice(0, 3)).toEqual(["0:uploading", "0:50", "1:uploading"]);
    expect(summarise(final)).toEqual({ succeeded: 6, failed: 1 });
  });

  it("a thrown upload is an error item, not a stopped queue", async () => {
    const final = await runQueue([pendingItem("a", file("a.jpg")), pendingItem("b", file("b.jpg"))], async (item) => {
      if (item.id === "a") throw new Error("Network down");
      return { ok: true };
    }, () => {});
    expect(final.map((item) => [item.status, item.message])).toEqual([
      ["error", "Network down"],
      ["success", undefined],
    ]);
  });
});

describe("batchOutcome", () => {
  it("all, some failed, none", () => {
    expect(batchOutcome({ succeeded: 3, failed: 0 })).toBe("allSucceeded");
    expect(batchOutcome({ succeeded: 2, failed: 1 })).toBe("someFailed");
    expect(batchOutcome({ succeeded: 0, failed: 4 })).toBe("noneSucceeded");
  });
});
