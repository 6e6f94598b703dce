import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { groceryLists } from "~/content/grocery-lists";
import { HydrationProvider } from "~/hooks/use-is-hydrated";
import { renderWithRouter } from "~/test/render";
import { GroceryListPage } from "./grocery-list-generator-page";

const KETO_KEY = "fast-and-fuel:grocery:keto";

const renderPage = (path = "/tools/grocery-list-generator") => ({
  user: userEvent.setup(),
  ...renderWithRouter(<GroceryListPage lists={groceryLists} />, { path }),
});
const categoryHeadings = () =>
  screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent);
const search = () => screen.getByRole("status", { name: "current search" }).textContent;
// Items are found by their label: a role query by name over the whole list takes seconds in jsdom,
// and toBeChecked() still proves each is a checkbox.

describe("GroceryListPage", () => {
  beforeEach(() => window.localStorage.clear());

  test("starts on the keto list, every item unticked; choosing a diet shows its list and writes it to the URL", async () => {
    const { user } = renderPage();
    expect(screen.getByLabelText("Diet")).toHaveValue("keto");
    expect(categoryHeadings()).toEqual(groceryLists.keto.map((category) => category.category));
    const proteins = within(screen.getByRole("region", { name: "Proteins" })).getAllByRole("checkbox");
    expect(proteins.map((box) => box.closest("label")?.textContent)).toEqual(groceryLists.keto[0]?.items);
    expect(screen.getAllByRole("checkbox").filter((box) => (box as HTMLInputElement).checked)).toEqual([]);
    await user.selectOptions(screen.getByLabelText("Diet"), "Vegan");
    expect(categoryHeadings()).toEqual(groceryLists.vegan.map((category) => category.category));
    expect(search()).toBe("?diet=vegan");
    const veganItems = groceryLists.vegan.flatMap((category) => category.items);
    expect(screen.getByText(`Showing the Vegan list: ${veganItems.length} items.`)).toBeInTheDocument();
  });

  test("ticks are saved per diet and survive a reload; Clear checks clears them", async () => {
    const { user, unmount } = renderPage();
    await user.click(screen.getByLabelText("Eggs"));
    await user.click(screen.getByLabelText("Butter"));
    expect(screen.getByLabelText("Eggs")).toBeChecked();
    expect(screen.getByText("2 checked.")).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(KETO_KEY) ?? "null")).toEqual(["Eggs", "Butter"]);

    // Paleo has its own eggs.
    await user.selectOptions(screen.getByLabelText("Diet"), "Paleo");
    expect(screen.getByLabelText("Eggs")).not.toBeChecked();

    unmount();
    renderPage();
    expect(screen.getByLabelText("Eggs")).toBeChecked();
    expect(screen.getByLabelText("Butter")).toBeChecked();
    await user.click(screen.getByLabelText("Eggs"));
    expect(JSON.parse(window.localStorage.getItem(KETO_KEY) ?? "null")).toEqual(["Butter"]);

    await user.click(screen.getByRole("button", { name: "Clear checks" }));
    expect(screen.getByLabelText("Butter")).not.toBeChecked();
    expect(screen.getByText("All checks cleared.")).toBeInTheDocument();
    expect(window.localStorage.getItem(KETO_KEY)).toBeNull();
  });

  test("still ticks items when storage is unavailable, and says the ticks won't be kept", async () => {
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(blocked);
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(blocked);
    const { user } = renderPage();
    await user.click(screen.getByLabelText("Eggs"));
    expect(screen.getByLabelText("Eggs")).toBeChecked();
    expect(screen.getByText(/isn’t letting the page save/)).toBeInTheDocument();
  });

  test("a link with ?diet=vegan opens on the vegan list; Copy list copies it as text and confirms", async () => {
    const writeText = vi.spyOn(navigator.clipboard, "writeText");
    const { user } = renderPage("/tools/grocery-list-generator?diet=vegan");
    expect(screen.getByLabelText("Diet")).toHaveValue("vegan");
    await user.click(screen.getByLabelText("Tempeh"));
    await user.click(screen.getByRole("button", { name: "Copy list" }));
    const text = writeText.mock.calls[0]?.[0] ?? "";
    expect(text).toMatch(/^Vegan grocery list\n\nPlant Proteins\n- Firm tofu\n- \[x\] Tempeh\n- Seitan\n/);
    const copied = await screen.findByText("List copied to your clipboard.");
    expect(copied.parentElement).toHaveAttribute("aria-live", "polite");
  });

  test("when copying is refused, says so and shows the text to copy by hand", async () => {
    vi.spyOn(navigator.clipboard, "writeText").mockRejectedValue(new Error("denied"));
    const { user } = renderPage();
    await user.click(screen.getByRole("button", { name: "Copy list" }));
    expect(await screen.findByText(/didn’t let us copy automatically/)).toBeInTheDocument();
    const fallback = screen.getByLabelText<HTMLTextAreaElement>("Your list as text");
    expect(fallback.value).toMatch(/^Keto grocery list\n\nProteins\n- Eggs\n/);
    expect(fallback).toHaveAttribute("readonly");
  });

  test("prerendered HTML shows the default keto list, unticked, whatever the query and storage say", () => {
    window.localStorage.setItem("fast-and-fuel:grocery:vegan", JSON.stringify(["Tempeh"]));
    window.localStorage.setItem(KETO_KEY, JSON.stringify(["Eggs"]));
    const html = renderToString(
      <HydrationProvider>
        <MemoryRouter initialEntries={["/tools/grocery-list-generator?diet=vegan"]}>
          <GroceryListPage lists={groceryLists} />
        </MemoryRouter>
      </HydrationProvider>,
    );
    expect(html).toContain(">Low-Carb Veggies</h2>");
    expect(html).not.toContain("Plant Proteins");
    expect(html).not.toMatch(/checked=""/);
  });
});
