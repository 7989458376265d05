/** Message key for a known audit action ("theme.apply" → "theme_apply"); next-intl keys cannot hold dots. */
export function auditActionKey(action: string): string {
  return action.replace(/[^A-Za-z0-9]/g, "_");
}
