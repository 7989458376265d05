"use client";

import type { ChangeEvent, Ref } from "react";

/**
 * The hidden file input behind an upload button: JPG, PNG or WebP (what
 * the pipeline keeps), out of the tab order and hidden from screen readers,
 * since the visible button opens it.
 */
export function ImageFileInput({ ref, testId, onChange }: { ref: Ref<HTMLInputElement>; testId?: string; onChange: (event: ChangeEvent<HTMLInputElement>) => void }) {
  return <input ref={ref} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" tabIndex={-1} aria-hidden="true" data-testid={testId} onChange={onChange} />;
}
