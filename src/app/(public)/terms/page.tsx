import type { Metadata } from "next";
import { connection } from "next/server";
import { LegalPage } from "@/features/legal/components/legal-page";
import { legalMetadata, loadLegalView } from "@/features/legal/view";

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return legalMetadata("terms");
}

/** Built from the terms_* site_content rows (plain text, rendered as paragraphs). */
export default async function TermsPage() {
  await connection();
  return <LegalPage view={await loadLegalView("terms")} />;
}
