import type { Metadata } from "next";
import { connection } from "next/server";
import { LegalPage } from "@/features/legal/components/legal-page";
import { legalMetadata, loadLegalView } from "@/features/legal/view";

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  return legalMetadata("privacy");
}

/** Built from the privacy_* site_content rows (plain text, rendered as paragraphs). */
export default async function PrivacyPage() {
  await connection();
  return <LegalPage view={await loadLegalView("privacy")} />;
}
