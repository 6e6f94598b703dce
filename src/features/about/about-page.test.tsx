import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderWithRouter } from "~/test/render";
import { AboutPage } from "./about-page";

describe("AboutPage", () => {
  test("has one h1 with the brand message, then mission and About Me sections", () => {
    renderWithRouter(<AboutPage />);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 2, name: "Our mission" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "About Me" })).toBeInTheDocument();
  });

  test("ends with a call to action to /intermittent-fasting and /products", () => {
    renderWithRouter(<AboutPage />);
    expect(screen.getByRole("link", { name: "LEARN ABOUT FASTING" })).toHaveAttribute(
      "href",
      "/intermittent-fasting",
    );
    expect(screen.getByRole("link", { name: "See our product picks" })).toHaveAttribute("href", "/products");
  });

  test("describes the product links as what they are: marketplace searches for product types", () => {
    renderWithRouter(<AboutPage />);
    expect(screen.getByText(/browse the product types we've looked into/)).toBeInTheDocument();
    expect(screen.getByText(/open a marketplace search, not a single brand/)).toBeInTheDocument();
    expect(screen.queryByText(/rely on ourselves|genuinely earn/)).toBeNull();
  });

  test("says plainly that it is not medical advice and who should ask a doctor first", () => {
    renderWithRouter(<AboutPage />);
    const note = screen.getByRole("note");
    expect(note).toHaveTextContent("Not medical advice.");
    expect(note).toHaveTextContent(/pregnant, trying to conceive or breastfeeding; are under 18/);
  });
});
