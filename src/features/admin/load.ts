import "server-only";

/**
 * The one way an admin screen reads its data on the server: a read that
 * fails is logged with the screen's label and answered with null, so the
 * screen shows its load error (LoadError) instead of
 * a 500, and the rest of the page still renders.
 *
 *   const pages = await loadForScreen("category pages", listCategoryPagesForAdmin);
 *   return pages ? <CategoryPagesManager items={pages} /> : <LoadError message={t("loadFailed")} />;
 */
export async function loadForScreen<T>(label: string, read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    // In English whatever the admin reads, for whoever reads the server log.
    console.error(`[admin] loading ${label} failed:`, error instanceof Error ? error.message : error);
    return null;
  }
}
