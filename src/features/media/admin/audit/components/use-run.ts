"use client";

import { useCallback, useState } from "react";
import { toast } from "sonner";
import { progressStep } from "../findings";
import type { Failure } from "./runs";

/**
 * A card's run: whether it is running, its progress in steps of 10 %, and
 * the failure toast, with the card's own message ('Generation failed') and
 * the server's answer under it when that says something more. `onBusy`
 * tells the screen, which lets one card run at a time.
 */
export function useRun(failureMessage: string, onBusy: (busy: boolean) => void) {
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const onProgress = useCallback((done: number, total: number) => setProgress(progressStep(done, total)), []);

  async function run<Result extends { ok: boolean }>(work: () => Promise<Result | Failure>): Promise<Result | null> {
    setRunning(true);
    onBusy(true);
    setProgress(0);
    try {
      const result = await work();
      if ("error" in result && !result.ok) {
        toast.error(failureMessage, result.error === failureMessage ? undefined : { description: result.error });
        return null;
      }
      setProgress(100);
      return result as Result;
    } finally {
      setRunning(false);
      onBusy(false);
    }
  }

  return { running, progress, setProgress, onProgress, run };
}
