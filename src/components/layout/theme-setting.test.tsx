import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, test } from "vitest";
import { THEME_KEY } from "~/lib/theme";
import { ThemeSetting } from "./theme-setting";

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

test("offers System, Light and Dark as one group, System by default; picking Dark applies and keeps it, and the pick shows when the page opens again", async () => {
  const { unmount } = render(<ThemeSetting />);
  const radios = within(screen.getByRole("group", { name: "Theme" })).getAllByRole("radio");
  expect(radios.map((radio) => radio.getAttribute("value"))).toEqual(["system", "light", "dark"]);
  expect(screen.getByRole("radio", { name: "System" })).toBeChecked();
  await userEvent.click(screen.getByRole("radio", { name: "Dark" }));
  expect(document.documentElement.dataset.theme).toBe("dark");
  expect(localStorage.getItem(THEME_KEY)).toBe("dark");
  expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();
  unmount();
  render(<ThemeSetting />);
  expect(screen.getByRole("radio", { name: "Dark" })).toBeChecked();
});
