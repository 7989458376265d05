import { describe, expect, it } from "vitest";
import { pageNumbers, pageWindow } from "./paging";

describe("pageWindow", () => {
  it("has at least one page and clamps the page into the pages there are", () => {
    expect(pageWindow(0, 1, 25)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(pageWindow(0, 5, 25)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(pageWindow(51, 9, 25)).toEqual({ page: 3, pageCount: 3, offset: 50 });
    expect(pageWindow(50, 0, 25)).toEqual({ page: 1, pageCount: 2, offset: 0 });
  });

  it("starts a page at the first row after the pages before it", () => {
    expect(pageWindow(100, 2, 10)).toEqual({ page: 2, pageCount: 10, offset: 10 });
  });
});

describe("pageNumbers", () => {
  it("roomy: every page up to seven, five near either end, a single missing page shown", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, null, 20]);
    expect(pageNumbers(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageNumbers(10, 20)).toEqual([1, null, 9, 10, 11, null, 20]);
    expect(pageNumbers(20, 20)).toEqual([1, null, 17, 18, 19, 20]);
  });

  it("compact: the first, the last and the current page's neighbours, every jump a gap", () => {
    expect(pageNumbers(1, 1, { roomy: false })).toEqual([1]);
    expect(pageNumbers(1, 2, { roomy: false })).toEqual([1, 2]);
    expect(pageNumbers(1, 5, { roomy: false })).toEqual([1, 2, null, 5]);
    expect(pageNumbers(3, 5, { roomy: false })).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(4, 7, { roomy: false })).toEqual([1, null, 3, 4, 5, null, 7]);
    expect(pageNumbers(7, 7, { roomy: false })).toEqual([1, null, 6, 7]);
  });
});
