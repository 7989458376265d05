"use client";

import type * as React from "react";
import { useRef } from "react";
import { swipeStep } from "../navigation";

/**
 * Swipe left/right with pointer events (touch, pen or a mouse drag). The
 * element should have `touch-action: pan-y` so the browser keeps vertical
 * scrolling but leaves horizontal gestures to us.
 */
export function useSwipe(onStep: (delta: -1 | 1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);

  const handlers = {
    onPointerDown(event: React.PointerEvent) {
      if (event.pointerType === "mouse" && event.button !== 0) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp(event: React.PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const step = swipeStep(event.clientX - from.x, event.clientY - from.y);
      if (step !== 0) {
        swiped.current = true;
        onStep(step);
      }
    },
    onPointerCancel() {
      start.current = null;
    },
  };

  /** True once right after a swipe: the click the browser may send with it is not a tap. */
  function consumeSwipe(): boolean {
    const was = swiped.current;
    swiped.current = false;
    return was;
  }

  return { handlers, consumeSwipe };
}
