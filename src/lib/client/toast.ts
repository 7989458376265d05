/**
 * Error toasts for public pages. Importing sonner lazily keeps it out of the
 * scripts a page needs to show itself; the toaster (src/components/toaster.tsx)
 * loads the same module, so the toast lands in it.
 */
export function showErrorToast(message: string, options?: { id?: string }): void {
  void import("sonner").then(({ toast }) => toast.error(message, options));
}

/** A confirmation toast for public pages, loaded the same lazy way. */
export function showSuccessToast(message: string, options?: { id?: string }): void {
  void import("sonner").then(({ toast }) => toast.success(message, options));
}
