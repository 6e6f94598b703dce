import { act, render, screen } from "@testing-library/react";
import { intersectionMockInstance, mockAllIsIntersecting } from "react-intersection-observer/test-utils";
import { afterEach, expect, test, vi } from "vitest";
import { NEAR_VIEWPORT_MARGIN, useNearViewport } from "./use-near-viewport";

function Section() {
  const { ref, isNear } = useNearViewport();
  return <section ref={ref}>{isNear ? "near" : "far"}</section>;
}

afterEach(() => vi.unstubAllGlobals());

test("useNearViewport turns true when the element comes within a screen of the viewport, and stays true", () => {
  render(<Section />);
  const section = screen.getByText("far");
  expect(intersectionMockInstance(section).rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
  act(() => mockAllIsIntersecting(false));
  expect(section).toHaveTextContent("far");

  act(() => mockAllIsIntersecting(true));
  expect(section).toHaveTextContent("near");
  // Done watching: leaving the viewport again changes nothing.
  expect(() => intersectionMockInstance(section)).toThrow();
  act(() => mockAllIsIntersecting(false));
  expect(section).toHaveTextContent("near");
});

test("without IntersectionObserver it is near at once", () => {
  vi.stubGlobal("IntersectionObserver", undefined);
  render(<Section />);
  expect(screen.getByText("near")).toBeInTheDocument();
});
