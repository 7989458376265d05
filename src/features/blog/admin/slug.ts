/**
 * `base` if no other post uses it, else `base-2`, `base-3`, … (the first one
 * free). `taken` holds the slugs of every OTHER post.
 */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || "post";
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
