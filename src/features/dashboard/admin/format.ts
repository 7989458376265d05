/** The audit domain names actions; the dashboard reads them the same way. */
export { auditActionKey } from "@/features/audit/describe";
