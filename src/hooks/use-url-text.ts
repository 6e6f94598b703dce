import { useEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";

/**
 * A search box's text bound to a value in the URL (`?q=`). The box answers
 * every key at once; the URL follows once typing pauses, so the router does
 * not re-render the page per key; a new value from elsewhere (a link, back and
 * forward) replaces the text, while the box's own writes do not.
 * @param urlValue the value in the URL now
 * @param write puts a text into the URL (called with the latest render's version)
 * @returns the text, its setter, and `flush`, which writes the text at once
 */
export function useUrlText(urlValue: string, write: (text: string) => void, delayMs: number) {
  const [text, setText] = useState(urlValue);
  const [synced, setSynced] = useState(urlValue);
  // The box's own writes the URL has not shown yet, oldest first. On a slow phone a write can land
  // after the next one was sent: the URL then shows an older text of ours, which must not replace
  // what has been typed since.
  const [pending, setPending] = useState<readonly string[]>([]);
  if (urlValue !== synced) {
    // The URL changed: one of our own writes (keep typing) or navigation (follow it).
    setSynced(urlValue);
    const ours = pending.indexOf(urlValue);
    if (ours === -1) setText(urlValue);
    else setPending(pending.slice(ours + 1));
  }
  const writeRef = useRef(write);
  // A reader who followed a link while the URL write was pending is leaving:
  // writing then would navigate back to this page and cancel where they went.
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
