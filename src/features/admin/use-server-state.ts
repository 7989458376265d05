"use client";

import { useState, type Dispatch, type SetStateAction } from "react";

/**
 * State a screen edits on its own (a list it updates after each save), that
 * starts from what the server rendered and starts again whenever the server
 * renders something new: a router.refresh() after a change made elsewhere
 * (RefreshOnTableChange) brings new props, which plain useState would ignore.
 * Set during render, as React recommends for state that follows a prop: the
 * refreshed rows show in the same paint, with no effect and no flash of the
 * old ones.
 */
export function useServerState<Props, State>(fromServer: Props, toState: (props: Props) => State): [State, Dispatch<SetStateAction<State>>] {
  const [state, setState] = useState(() => toState(fromServer));
  const [rendered, setRendered] = useState(fromServer);
  if (rendered !== fromServer) {
    setRendered(fromServer);
    setState(toState(fromServer));
  }
  return [state, setState];
}
