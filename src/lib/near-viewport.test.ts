import { mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, describe, expect, test, vi } from "vitest";
import { whenNearViewport } from "./near-viewport";

describe("whenNearViewport", () => {
  afterEach(() => vi.unstubAllGlobals());

  test("calls back once, when the element comes near; stopping first means never", () => {
    const element = document.createElement("div");
    document.body.append(element);
    const onNear = vi.fn();
    whenNearViewport(element, onNear);
    mockAllIsIntersecting(false);
    expect(onNear).not.toHaveBeenCalled();
    mockAllIsIntersecting(true);
    mockAllIsIntersecting(true);
    expect(onNear).toHaveBeenCalledOnce();

    const stopped = vi.fn();
    whenNearViewport(element, stopped)();
    mockAllIsIntersecting(true);
    expect(stopped).not.toHaveBeenCalled();
    element.remove();
  });

  test("without IntersectionObserver it calls back at once", () => {
    vi.stubGlobal("IntersectionObserver", undefined);
    const onNear = vi.fn();
    whenNearViewport(document.createElement("div"), onNear);
    expect(onNear).toHaveBeenCalledOnce();
  });
});
