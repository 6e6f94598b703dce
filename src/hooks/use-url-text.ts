import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";

/** The URL follows once typing pauses, so the router does not re-render the page per key; a value from
 * elsewhere (a link, back and forward) replaces the text. `flush` writes it at once. */
export function useUrlText(urlValue: string, write: (text: string) => void, delayMs: number) {
  const [text, setText] = useState(urlValue);
  const [synced, setSynced] = useState(urlValue);
  // On a slow phone a write can land after the next was sent: the URL then shows an older text of ours,
  // which must not replace what has been typed since.
  const [pending, setPending] = useState<readonly string[]>([]);
  if (urlValue !== synced) {
    setSynced(urlValue);
    const ours = pending.indexOf(urlValue);
    if (ours === -1) setText(urlValue);
    else setPending(pending.slice(ours + 1));
  }
  const writeRef = useRef(write);
  // A reader who followed a link is leaving: writing now would navigate back and cancel where they went.
  const isNavigating = useNavigation().state !== "idle";
  const isNavigatingRef = useRef(isNavigating);
  useEffect(() => {
    writeRef.current = write;
    isNavigatingRef.current = isNavigating;
  });
  useEffect(() => {
    if (text === urlValue) return;
    const timer = setTimeout(() => {
      if (isNavigatingRef.current) return;
      setPending((before) => [...before, text]);
      writeRef.current(text);
    }, delayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [text, urlValue, delayMs]);
  const flush = () => {
    setPending((before) => [...before, text]);
    writeRef.current(text);
  };
  return [text, setText, flush] as const;
}
