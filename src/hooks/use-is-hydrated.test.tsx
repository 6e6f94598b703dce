import { act, render } from "@testing-library/react";
import { useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { expect, test } from "vitest";
import { HydrationProvider, useIsHydrated } from "./use-is-hydrated";

function Probe({ name, seen }: { name: string; seen: string[] }) {
  const isHydrated = useIsHydrated();
  seen.push(`${name}:${String(isHydrated)}`);
  return <p>{`${name} ${isHydrated ? "hydrated" : "not hydrated"}`}</p>;
}

function Page({ seen }: { seen: string[] }) {
  const [isLaterShown, setIsLaterShown] = useState(false);
  return (
    <HydrationProvider>
      <Probe name="first" seen={seen} />
      {isLaterShown && <Probe name="later" seen={seen} />}
      <button type="button" onClick={() => setIsLaterShown(true)}>
        Show
      </button>
    </HydrationProvider>
  );
}

test("useIsHydrated is false in the server HTML and while hydrating, true after; later mounts start out true", async () => {
  const serverSeen: string[] = [];
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page seen={serverSeen} />);
  document.body.append(container);
  expect(serverSeen).toEqual(["first:false"]);
  expect(container).toHaveTextContent("first not hydrated");

  const seen: string[] = [];
  const recoverable: unknown[] = [];
  const root = await act(() =>
    hydrateRoot(container, <Page seen={seen} />, { onRecoverableError: (error) => recoverable.push(error) }),
  );
  expect(recoverable).toEqual([]); // the hydration render matched the HTML
  expect(seen[0]).toBe("first:false");
  expect(seen.at(-1)).toBe("first:true");
  expect(container).toHaveTextContent("first hydrated");

  seen.length = 0;
  await act(async () => {
    container.querySelector("button")?.click();
    await Promise.resolve();
  });
  expect(seen).toContain("later:true");
  expect(seen).not.toContain("later:false");
  act(() => root.unmount());
  container.remove();
});

test("without a provider (rendered on its own in the browser) useIsHydrated is true", () => {
  const seen: string[] = [];
  render(<Probe name="alone" seen={seen} />);
  expect(seen).toEqual(["alone:true"]);
});
