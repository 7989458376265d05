"use client";

import { useCallback, useRef, useState } from "react";
import { FaqAccordion } from "@/components/site/faq-accordion";
import { showErrorToast } from "@/lib/client/toast";
import { useTableChange } from "@/lib/client/use-table-change";
import { FAQS_LOAD_FAILED, type PublicFaq } from "../types";

/** FAQs reload 100 ms after any change on the faqs table. */
const RELOAD_DELAY_MS = 100;

/**
 * The FAQ accordion, rendered on the server and kept current while the page
 * is open: a change to the faqs table reloads the list from GET /api/faqs.
 */
export function LiveFaqs({ initialFaqs }: { initialFaqs: PublicFaq[] }) {
  const [items, setItems] = useState(initialFaqs);
  const inFlight = useRef<AbortController | null>(null);

  const reload = useCallback(async () => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const response = await fetch("/api/faqs", { cache: "no-store", signal: controller.signal });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const body = (await response.json()) as { faqs?: PublicFaq[] };
      if (!Array.isArray(body.faqs)) throw new Error("Malformed response");
      setItems(body.faqs);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn("[faqs] reload failed:", error);
      showErrorToast(FAQS_LOAD_FAILED, { id: "faqs-load" });
    }
  }, []);

  useTableChange("faqs", () => void reload(), RELOAD_DELAY_MS);

  if (items.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-muted-foreground">
        No questions have been published yet.
      </p>
    );
  }
  // Native <details> (as on /faq): no accordion library in the home page's scripts.
  return <FaqAccordion items={items} />;
}
